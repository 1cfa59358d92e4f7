"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { roleNeedsBranches, STAFF_ROLES } from "@/domain/auth";
import type { BrandDocument } from "@/domain/brand-config";
import { checkNumber, PhoneNumberInput } from "@/ui/phone-number-input";
import { fieldErrors } from "../field-errors";
import { FormActions } from "../form-actions";
import type { FieldProblems } from "../save-brand";

export type Member = BrandDocument["staff"][number];
type Field = "name" | "phoneNumber" | "branchIds";

const input =
  "mt-1 block w-full rounded-xl border border-outline px-3 py-2 text-base aria-[invalid=true]:border-red-700";

/** The server's problems under `$.staff[i]` on the form's fields ("branchIds[0]" on branchIds). */
function onFields(problems: FieldProblems): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const [key, message] of Object.entries(problems)) {
    const field = /^(name|phoneNumber|branchIds)\b/.exec(key)?.[1] as Field | undefined;
    if (field) out[field] ??= message;
  }
  return out;
}

/**
 * A person of the brand: name, number (fixed once added: it is who they are), role and, for a
 * manager or staff, their branches. Checked here for what a person can fix at once; the server
 * checks the whole brand again and its answers land on the same fields (`problems`).
 */
export function MemberForm({
  member,
  others,
  branches,
  self,
  problems,
  saving,
  onSave,
  onCancel,
}: {
  /** null: a new person. */
  member: Member | null;
  /** Everyone else on the list, for a number listed twice. */
  others: Member[];
  branches: BrandDocument["branches"];
  /** The signed-in owner's own entry: their role stays. */
  self: boolean;
  problems: FieldProblems;
  saving: boolean;
  onSave: (member: Member) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("ownerPeople");
  const id = useId();
  const [name, setName] = useState(member?.name ?? "");
  const [phoneNumber, setPhoneNumber] = useState(member?.phoneNumber ?? "");
  const [role, setRole] = useState<Member["role"]>(member?.role ?? "staff");
  const [branchIds, setBranchIds] = useState<string[]>(member?.branchIds ?? []);
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const shown = { ...onFields(problems), ...local };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.name = t("needsName");
    let phone = phoneNumber;
    if (!member) {
      const check = await checkNumber(phoneNumber);
      if (!phoneNumber || (check && !check.ok)) found.phoneNumber = t("invalidPhone");
      else if (check?.ok) phone = check.e164;
      // Stored numbers are E.164 already (the brand schema's one spelling, decision 0011).
      const twin = others.find((m) => m.phoneNumber === phone);
      if (twin && !found.phoneNumber) found.phoneNumber = t("alreadyListed", { name: twin.name });
    }
    const needsBranches = roleNeedsBranches(role);
    if (needsBranches && branchIds.length === 0) found.branchIds = t("needsBranch");
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    onSave({
      name: name.trim(),
      phoneNumber: phone,
      role,
      // In the brand's order, and none for an owner (who works at every branch).
      branchIds: needsBranches
        ? branches.map((b) => b.id).filter((b) => branchIds.includes(b))
        : [],
    });
  };

  const { described, error } = fieldErrors<Field>(id, shown);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 p-5">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          {t("name")}
        </label>
        <input
          id={`${id}-name`}
          {...described("name")}
          className={input}
          value={name}
          maxLength={120}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
        {error("name")}
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className="text-sm font-semibold">
          {t("phone")}
        </label>
        {member ? (
          <>
            <input
              id={`${id}-phone`}
              className={`${input} bg-neutral-100`}
              value={member.phoneNumber}
              readOnly
              aria-describedby={`${id}-phone-hint`}
            />
            <p id={`${id}-phone-hint`} className="mt-1 text-sm text-neutral-700">
              {t("phoneFixed")}
            </p>
          </>
        ) : (
          <div className="mt-1">
            <PhoneNumberInput
              id={`${id}-phone`}
              value={phoneNumber}
              onChange={(value) => {
                setPhoneNumber(value);
                setLocal(({ phoneNumber: _, ...rest }) => rest);
              }}
              placeholder={t("phonePlaceholder")}
              autoComplete="off"
              errorId={shown.phoneNumber ? `${id}-phoneNumber-error` : undefined}
            />
          </div>
        )}
        {error("phoneNumber")}
      </div>
      <fieldset disabled={self}>
        <legend className="text-sm font-semibold">{t("role")}</legend>
        <div className="mt-1 space-y-2">
          {STAFF_ROLES.map((r) => (
            <label
              key={r}
              className="flex min-h-11 items-start gap-3 rounded-xl border border-neutral-200 px-3 py-2 has-checked:border-primary"
            >
              <input
                type="radio"
                name={`${id}-role`}
                className="mt-1 size-5 shrink-0 accent-primary"
                checked={role === r}
                onChange={() => setRole(r)}
              />
              <span>
                <span className="block font-medium">{t(`roles.${r}`)}</span>
                <span className="block text-sm text-neutral-700">{t(`roleHints.${r}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {roleNeedsBranches(role) && (
        <fieldset {...described("branchIds")}>
          <legend className="text-sm font-semibold">{t("branches")}</legend>
          <div className="mt-1 space-y-1">
            {branches.map((b) => (
              <label key={b.id} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={branchIds.includes(b.id)}
                  onChange={(e) =>
                    setBranchIds((ids) =>
                      e.target.checked ? [...ids, b.id] : ids.filter((x) => x !== b.id),
                    )
                  }
                />
                {b.name}
              </label>
            ))}
          </div>
          {error("branchIds")}
        </fieldset>
      )}
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
