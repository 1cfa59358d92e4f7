import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { StaffBoard } from "@/features/staff/staff-board";

/** The staff board (issue 7): signed-in staff only; everyone else is told so. */
export default function StaffPage() {
  return (
    <>
      <SiteTopBar actions={<AuthActions />} />
      <Protected>
        <main className="mx-auto max-w-6xl px-4 py-4">
          <StaffBoard />
        </main>
      </Protected>
    </>
  );
}
