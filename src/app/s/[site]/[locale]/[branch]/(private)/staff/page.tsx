import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { StaffBoard } from "@/features/staff/staff-board";
import { StaffWords } from "./staff-words";

type Props = { params: Promise<{ locale: string }> };

/** The staff board (issue 7): signed-in staff only; everyone else is told so. */
export default async function StaffPage({ params }: Props) {
  setRequestLocale(localeOf((await params).locale));
  return (
    <>
      <SiteTopBar actions={<AuthActions />} />
      <Protected>
        {/* In landscape the board fills the screen below the site's bar, its columns scrolling on
            their own; narrower, the page scrolls. */}
        <main className="mx-auto flex max-w-7xl flex-col px-3 py-3 lg:h-[calc(100dvh-3.5rem)]">
          <StaffWords>
            <StaffBoard />
          </StaffWords>
        </main>
      </Protected>
    </>
  );
}
