import { SignInScreen } from "@/features/auth/sign-in-screen";

export default function VerifyPage() {
  return <SignInScreen verifyRoute />;
}
