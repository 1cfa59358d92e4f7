"use client";

import { useTranslations } from "next-intl";
import type { BookingRule, ServiceCode } from "@/domain/couriers";
import { BEFORE_SLOT_MINUTES, COURIER_SERVICES, SERVICE_KINDS } from "@/domain/couriers";
import { Choices } from "@/ui/choices";
import { Checklist, TextField } from "@/ui/form";
import type { BranchDraft } from "./couriers-draft";
import type { ProblemText } from "./couriers-form";

const BOOKINGS: readonly BookingRule["kind"][] = ["manual", "on_ready", "before_slot"];

/** One branch's couriers: the services it offers (by speed), and when they are booked. */
export function BranchCouriersFields({
  id,
  branch,
  value,
  problemText,
  onChange,
}: {
  id: string;
  branch: { id: string; name: string };
  value: BranchDraft;
  problemText: ProblemText;
  onChange: (value: BranchDraft) => void;
}) {
  const t = useTranslations("ownerCouriers.branches");
  const at = `branches.${branch.id}`;
  const offered = new Set<string>(value.services);
  return (
    <fieldset className="space-y-3 rounded-xl border border-neutral-200 p-3">
      <legend className="px-1 font-bold">{t("legend", { branch: branch.name })}</legend>
      {problemText(at) && <p className="text-sm text-red-700">{problemText(at)}</p>}
      {SERVICE_KINDS.map((kind, i) => (
        <Checklist
          key={kind}
          legend={t(`kinds.${kind}`)}
          hint={i === 0 ? t("servicesHint") : undefined}
          error={i === 0 ? problemText(`${at}.services`) : undefined}
          columns={2}
          items={COURIER_SERVICES.filter((s) => s.kind === kind).map((s) => ({
            id: s.code,
            label: s.name,
          }))}
          checked={offered}
          onChange={(checked) =>
            onChange({
              ...value,
              // In the order of COURIER_SERVICES, whichever list was ticked.
              services: COURIER_SERVICES.map((s) => s.code).filter(
                (c): c is ServiceCode => checked.has(c) || (offered.has(c) && !isOfKind(c, kind)),
              ),
            })
          }
        />
      ))}
      {value.services.length > 0 && (
        <>
          <Choices<BookingRule["kind"]>
            legend={t("booking")}
            look="plain"
            value={value.booking}
            onChange={(booking) => onChange({ ...value, booking })}
            error={problemText(`${at}.booking`)}
            choices={BOOKINGS.map((kind) => ({
              value: kind,
              label: t(`bookingKinds.${kind}`),
              hint: t(`bookingHints.${kind}`),
            }))}
          />
          {value.booking === "before_slot" && (
            <TextField
              id={`${id}-${at}.booking.minutes`}
              label={t("minutes")}
              hint={t("minutesHint", {
                min: BEFORE_SLOT_MINUTES.min,
                max: BEFORE_SLOT_MINUTES.max,
              })}
              error={problemText(`${at}.booking.minutes`)}
              numeric
              maxLength={3}
              value={value.minutes}
              onChange={(minutes) => onChange({ ...value, minutes })}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

const isOfKind = (code: string, kind: string) =>
  COURIER_SERVICES.some((s) => s.code === code && s.kind === kind);
