import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { shortOrderNumber } from "@/domain/order";
import { PAGE_COLUMNS } from "@/domain/printer";
import type { PrintKind } from "@/domain/receipt";
import { Protected } from "@/features/auth/protected";
import { PrintControls } from "@/features/staff/print-controls";
import { PRINT_STYLES, PrintSheet } from "@/features/staff/print-sheet";
import { printPage } from "@/server/staff/print-page";
import { StaffWords } from "../../staff-words";

// An order's kitchen ticket or customer receipt, laid out for an 80 mm thermal printer (issue 36
// item 2, docs/printing.md): drawn per request for the staff of its branch (the session cookie),
// so the printout is in the first paint and ?print=1 can open the print dialog at once.
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string; locale: string; orderId: string }>;
  searchParams: Promise<{ kind?: string }>;
};

const kindOf = (kind: string | undefined): PrintKind => (kind === "receipt" ? "receipt" : "ticket");

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, orderId } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace: "print" });
  const number = shortOrderNumber(decodeURIComponent(orderId));
  return { title: t(`title.${kindOf((await searchParams).kind)}`, { number }) };
}

export default async function PrintOrderPage({ params, searchParams }: Props) {
  const { site, locale: tag, orderId: raw } = await params;
  const locale = localeOf(tag);
  setRequestLocale(locale);
  const t = await getTranslations("print");
  const orderId = decodeURIComponent(raw);
  const kind = kindOf((await searchParams).kind);
  const page = await printPage(site, orderId, kind, locale);
  return (
    <main className="print-page px-4 py-4">
      <style dangerouslySetInnerHTML={{ __html: PRINT_STYLES }} />
      {page.state === "ok" ? (
        <>
          <StaffWords>
            <PrintControls orderId={orderId} kind={kind} printer={page.printer} />
          </StaffWords>
          <PrintSheet
            lines={page.lines}
            columns={PAGE_COLUMNS}
            label={t(`title.${kind}`, { number: page.number })}
          />
        </>
      ) : (
        // Signed out: sign in and come back here; anyone else is told there is nothing to print.
        <Protected>
          <p className="py-10 text-center text-lg">{t("notFound")}</p>
        </Protected>
      )}
    </main>
  );
}
