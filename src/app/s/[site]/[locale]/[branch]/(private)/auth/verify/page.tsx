/** The code step: drawn by the layout (sign-in-screen.tsx), which keeps it mounted. */
export default function VerifyPage() {
  return null;
}
