import { SignInScreen } from "@/features/auth/sign-in-screen";

/**
 * Both steps live in this layout, so moving from /auth to /auth/verify keeps the code form
 * mounted: a code typed (or autofilled) while the verify route loads survives (issue 14).
 */
export default function SignInLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SignInScreen />
      {children}
    </>
  );
}
