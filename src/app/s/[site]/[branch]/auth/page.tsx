import { SignInScreen } from "@/features/auth/sign-in-screen";

export default function SignInPage() {
  return <SignInScreen verifyRoute={false} />;
}
