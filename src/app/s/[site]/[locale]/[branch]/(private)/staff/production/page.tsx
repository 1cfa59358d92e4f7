import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { ProductionPage } from "@/features/staff/production/production-page";
import { StaffPageFrame } from "../staff-words";

type Props = { params: Promise<{ locale: string }> };

/** The kitchen's production list (issue 36 item 1, docs/production.md), printed without the bar. */
export default async function StaffProductionPage({ params }: Props) {
  setRequestLocale(localeOf((await params).locale));
  return (
    <StaffPageFrame
      own={["production"]}
      className="mx-auto max-w-6xl px-4 py-4 print:max-w-none print:p-0"
    >
      <ProductionPage />
    </StaffPageFrame>
  );
}
