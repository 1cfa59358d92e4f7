import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { StaffWords } from "../staff-words";
import { ProductionPage } from "@/features/staff/production/production-page";

type Props = { params: Promise<{ locale: string }> };

/**
 * The kitchen's production list (issue 36 item 1): signed-in staff only. Its words come with this
 * page alone (../staff-words.tsx). The top bar is not printed.
 */
export default async function StaffProductionPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return (
    <>
      <div className="print:hidden">
        <SiteTopBar actions={<AuthActions />} />
      </div>
      <Protected>
        <main className="mx-auto max-w-6xl px-4 py-4 print:max-w-none print:p-0">
          <StaffWords own={["production"]}>
            <ProductionPage />
          </StaffWords>
        </main>
      </Protected>
    </>
  );
}
