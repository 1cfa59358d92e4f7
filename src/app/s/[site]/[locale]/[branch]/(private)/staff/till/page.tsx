import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { Till } from "@/features/staff/till/till";
import { StaffPageFrame } from "../staff-words";

type Props = { params: Promise<{ locale: string }> };

/** A branch's till (issue 36 item 5, docs/till.md); its words and the money field's come with it. */
export default async function TillPage({ params }: Props) {
  setRequestLocale(localeOf((await params).locale));
  return (
    <StaffPageFrame own={["till", "ownerMoney"]} className="mx-auto max-w-6xl px-4 py-4">
      <Till />
    </StaffPageFrame>
  );
}
