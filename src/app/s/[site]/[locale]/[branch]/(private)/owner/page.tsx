import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { OwnerConsole } from "@/features/owner/owner-console";

/** The owner console (issue 19): signed-in owners only; everyone else is told so. */
export default function OwnerPage() {
  return (
    <>
      <SiteTopBar actions={<AuthActions />} />
      <Protected>
        <main className="mx-auto max-w-3xl px-4 py-4">
          <OwnerConsole />
        </main>
      </Protected>
    </>
  );
}
