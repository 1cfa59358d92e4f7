"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { roleNeedsBranches, STAFF_ROLES } from "@/domain/auth";
import type { BrandDocument } from "@/domain/brand-config";
import { checkNumber, PhoneNumberInput } from "@/ui/phone-number-input";
import { Choices } from "@/ui/choices";
import { Checklist, Field, inputClass, TextField } from "@/ui/form";
import { FormActions } from "../form-actions";
import type { FieldProblems } from "../save-brand";

export type Member = BrandDocument["staff"][number];
type FieldName = "name" | "phoneNumber" | "branchIds";

/** The server's problems under `$.staff[i]` on the form's fields ("branchIds[0]" on branchIds). */
function onFields(problems: FieldProblems): Partial<Record<FieldName, string>> {
  const out: Partial<Record<FieldName, string>> = {};
  for (const [key, message] of Object.entries(problems)) {
    const field = /^(name|phoneNumber|branchIds)\b/.exec(key)?.[1] as FieldName | undefined;
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
  const [name, setName] = useState(member?.name ?? "");
  const [phoneNumber, setPhoneNumber] = useState(member?.phoneNumber ?? "");
  const [role, setRole] = useState<Member["role"]>(member?.role ?? "staff");
  const [branchIds, setBranchIds] = useState<string[]>(member?.branchIds ?? []);
  const [local, setLocal] = useState<Partial<Record<FieldName, string>>>({});
  const shown = { ...onFields(problems), ...local };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
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

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 p-5">
      <TextField
        label={t("name")}
        error={shown.name}
        value={name}
        maxLength={120}
        autoComplete="off"
        onChange={setName}
      />
      <Field
        label={t("phone")}
        hint={member ? t("phoneFixed") : undefined}
        error={shown.phoneNumber}
      >
        {(control) =>
          member ? (
            <input
              {...control}
              className={`${inputClass} bg-neutral-100`}
              value={member.phoneNumber}
              readOnly
            />
          ) : (
            <PhoneNumberInput
              id={control.id}
              value={phoneNumber}
              onChange={(value) => {
                setPhoneNumber(value);
                setLocal(({ phoneNumber: _, ...rest }) => rest);
              }}
              placeholder={t("phonePlaceholder")}
              autoComplete="off"
              errorId={shown.phoneNumber ? `${control.id}-error` : undefined}
            />
          )
        }
      </Field>
      <Choices
        legend={t("role")}
        look="cards"
        disabled={self}
        value={role}
        onChange={setRole}
        choices={STAFF_ROLES.map((r) => ({
          value: r,
          label: t(`roles.${r}`),
          hint: t(`roleHints.${r}`),
        }))}
      />
      {roleNeedsBranches(role) && (
        <Checklist
          legend={t("branches")}
          error={shown.branchIds}
          items={branches.map((b) => ({ id: b.id, label: b.name }))}
          checked={new Set(branchIds)}
          onChange={(ids) => setBranchIds([...ids])}
        />
      )}
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
