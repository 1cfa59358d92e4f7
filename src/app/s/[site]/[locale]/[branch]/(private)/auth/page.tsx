/** The phone step: drawn by the layout (sign-in-screen.tsx). */
export default function SignInPage() {
  return null;
}
