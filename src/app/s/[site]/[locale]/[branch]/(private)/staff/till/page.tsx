import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { StaffWords } from "../staff-words";
import { Till } from "@/features/staff/till/till";

type Props = { params: Promise<{ locale: string }> };

/**
 * A branch's till (issue 36 item 5, docs/till.md): signed-in staff only. Its own words (and the
 * money field's) come with this page alone (../staff-words.tsx).
 */
export default async function TillPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return (
    <>
      <div className="print:hidden">
        <SiteTopBar actions={<AuthActions />} />
      </div>
      <Protected>
        <main className="mx-auto max-w-6xl px-4 py-4">
          <StaffWords own={["till", "ownerMoney"]}>
            <Till />
          </StaffWords>
        </main>
      </Protected>
    </>
  );
}
