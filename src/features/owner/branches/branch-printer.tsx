"use client";

import { useTranslations } from "next-intl";
import type { BranchPrinter } from "@/domain/brand-config";
import { DEFAULT_PRINTER_PORT, PRINTER_COLUMNS } from "@/domain/printer";
import { Choices } from "@/ui/choices";
import { Switch, TextField } from "@/ui/form";

/** A new printer's settings: the address still to be written. */
const NEW_PRINTER: BranchPrinter = {
  host: "",
  port: DEFAULT_PRINTER_PORT,
  columns: PRINTER_COLUMNS[0],
  ticketOnAccept: true,
};

/**
 * A branch's network receipt printer (issue 36 item 2, docs/printing.md): its address and port,
 * its characters per line, and whether accepting an order prints its kitchen ticket. `shown` holds
 * the branch form's problems by field: a problem at "printer.host" or "printer.port" is said here
 * in this section's own words.
 */
export function BranchPrinterFields({
  value,
  shown,
  onChange,
}: {
  value: BranchPrinter | undefined;
  shown: Record<string, string>;
  onChange: (printer: BranchPrinter | undefined) => void;
}) {
  const t = useTranslations("ownerPrinter");
  const set = (patch: Partial<BranchPrinter>) => onChange({ ...value!, ...patch });
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-bold">{t("title")}</legend>
      <p className="text-sm text-neutral-700">{t("intro")}</p>
      <Switch
        label={t("has")}
        hint={t("hasHint")}
        checked={value !== undefined}
        onChange={(on) => onChange(on ? NEW_PRINTER : undefined)}
      />
      {value && (
        <>
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
            <TextField
              label={t("host")}
              hint={t("hostHint")}
              error={"printer.host" in shown ? t("invalidHost") : undefined}
              value={value.host}
              autoComplete="off"
              placeholder="192.168.1.50"
              onChange={(host) => set({ host: host.trim() })}
            />
            <TextField
              label={t("port")}
              hint={t("portHint")}
              error={"printer.port" in shown ? t("invalidPort") : undefined}
              numeric
              value={Number.isNaN(value.port) ? "" : String(value.port)}
              onChange={(port) => set({ port: /^\d{1,5}$/.test(port) ? Number(port) : NaN })}
            />
          </div>
          <Choices
            legend={t("columns")}
            hint={t("columnsHint")}
            look="plain"
            value={String(value.columns)}
            onChange={(columns) => set({ columns: Number(columns) as BranchPrinter["columns"] })}
            choices={PRINTER_COLUMNS.map((columns) => ({
              value: String(columns),
              label: t("columnsOf", { columns }),
            }))}
          />
          <Switch
            label={t("ticketOnAccept")}
            hint={t("ticketOnAcceptHint")}
            checked={value.ticketOnAccept}
            onChange={(ticketOnAccept) => set({ ticketOnAccept })}
          />
        </>
      )}
    </fieldset>
  );
}
