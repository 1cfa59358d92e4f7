import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { StaffBoard } from "@/features/staff/staff-board";
import { StaffPageFrame } from "./staff-words";

type Props = { params: Promise<{ locale: string }> };

/**
 * The staff board (issue 7). In landscape it fills the screen below the site's bar, its columns
 * scrolling on their own; narrower, the page scrolls.
 */
export default async function StaffPage({ params }: Props) {
  setRequestLocale(localeOf((await params).locale));
  return (
    <StaffPageFrame className="mx-auto flex max-w-7xl flex-col px-3 py-3 lg:h-[calc(100dvh-3.5rem)]">
      <StaffBoard />
    </StaffPageFrame>
  );
}
