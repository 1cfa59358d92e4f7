"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { createPortal } from "react-dom";
import type { BrandDocument } from "@/domain/brand-config";
import type { KeyedProvider, KeyField, KeyProblem, PaymentKeysView } from "@/domain/payment-keys";
import { checkKeys, KEY_FIELDS } from "@/domain/payment-keys";
import { fieldProblems } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { notify } from "@/ui/toasts";
import { CopyField } from "@/ui/copy-field";
import { Field, inputClass } from "@/ui/form";
import { ownerApi, PAYMENT_KEYS_KEY } from "../owner-api";
import { useSavedDay } from "../saved-day";

// The brand's keys at its gateway (issue 20, docs/payments.md "Keys and security"): shown masked,
// replaced by their own small form, sent at once to POST /api/owner/payment-keys (not with the
// page's Save: keys are not part of the brand's document, and are never in a revision).

/** The brand's keys at `provider`, masked, and the form that replaces them. */
export function PaymentKeys({
  provider,
  view,
  document,
}: {
  provider: KeyedProvider;
  view: PaymentKeysView;
  document: BrandDocument;
}) {
  const t = useTranslations("ownerPayments");
  const savedDay = useSavedDay();
  const id = useId();
  const [replacing, setReplacing] = useState(false);
  const stored = view.keys.find((k) => k.provider === provider);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-neutral-300 p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t("keys.title", { provider: t(`providers.${provider}`) })}
      </h3>
      {stored ? (
        <>
          <dl className="space-y-1">
            {KEY_FIELDS[provider].map((field) => (
              <div key={field} className="flex flex-wrap gap-x-2">
                <dt className="text-sm text-neutral-700">{t(`keys.fields.${field}`)}</dt>
                <dd className="font-mono">{stored.masked[field]}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-neutral-700">
            {t("keys.setBy", {
              date: savedDay(stored.updatedAt),
              name: stored.updatedBy,
            })}
            {stored.mode && ` · ${t(`keys.mode.${stored.mode}`)}`}
          </p>
        </>
      ) : (
        <p className="text-sm text-neutral-700">{t("keys.none")}</p>
      )}
      {replacing ? (
        <KeysForm
          key={provider}
          provider={provider}
          document={document}
          onDone={() => setReplacing(false)}
        />
      ) : (
        <Button variant="outlined" onClick={() => setReplacing(true)}>
          {stored ? t("keys.replace") : t("keys.add")}
        </Button>
      )}
    </section>
  );
}

/**
 * The new keys, one password field each (not remembered by the browser). Its <form> sits outside
 * the page's own (forms do not nest); the fields and the button join it by its id, so Enter in a
 * field saves the keys, not the page.
 */
function KeysForm({
  provider,
  document,
  onDone,
}: {
  provider: KeyedProvider;
  document: BrandDocument;
  onDone: () => void;
}) {
  const t = useTranslations("ownerPayments");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const formId = useId();
  const fields: readonly KeyField[] = KEY_FIELDS[provider];
  const [values, setValues] = useState<Partial<Record<KeyField, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<KeyField, KeyProblem>>>({});
  // While the shop takes payments at this gateway, keys of the other mode would stop them.
  const online =
    document.storeConfigs.salesChannels.customerApp.paymentsMethods.online?.merchantLevelConfigs;
  const live = online?.isActive && online.provider === provider ? online.mode : undefined;

  const save = useMutation({
    mutationFn: ownerApi.savePaymentKeys,
    onSuccess: (view) => {
      queryClient.setQueryData(PAYMENT_KEYS_KEY, view);
      notify("success", t("keys.saved"));
      onDone();
    },
    onError: (error) => {
      const found = fieldProblems<KeyField, KeyProblem>(error, "PAYMENT_KEYS_INVALID");
      if (found) setProblems(found);
      else notify("error", errorText(error));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // React bubbles it to the page's form through the portal
    const checked = checkKeys(provider, values, live);
    if (!checked.ok) {
      setProblems(Object.fromEntries(checked.problems.map((p) => [p.field, p.problem])));
      window.document.getElementById(`${formId}-${checked.problems[0]!.field}`)?.focus();
      return;
    }
    save.mutate({ provider, keys: checked.keys } as Parameters<typeof ownerApi.savePaymentKeys>[0]);
  };

  const problemText = (field: KeyField, problem: KeyProblem) => {
    if (problem === "shape")
      return t(field === "serverKey" ? "errors.key.shapeServerKey" : "errors.key.shapeSecretKey");
    if (problem === "otherMode")
      return t("errors.key.otherMode", { mode: t(`modeWords.${live ?? "sandbox"}`) });
    return t(`errors.key.${problem}`);
  };

  return (
    <div role="group" aria-labelledby={`${formId}-hint`} className="space-y-3">
      {createPortal(<form id={formId} onSubmit={submit} noValidate />, window.document.body)}
      <p id={`${formId}-hint`} className="text-sm text-neutral-700">
        {t("keys.formHint")}
      </p>
      {fields.map((field) => {
        const inputId = `${formId}-${field}`;
        const problem = problems[field];
        return (
          <Field
            key={field}
            id={inputId}
            label={t(`keys.fields.${field}`)}
            hint={t(`keys.fieldHints.${field}`)}
            error={problem && problemText(field, problem)}
          >
            {(control) => (
              <input
                {...control}
                form={formId}
                type="password"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={1000}
                className={`font-mono ${inputClass}`}
                value={values[field] ?? ""}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [field]: e.target.value }));
                  setProblems((p) => ({ ...p, [field]: undefined }));
                }}
              />
            )}
          </Field>
        );
      })}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="text" onClick={onDone}>
          {t("keys.cancel")}
        </Button>
        <Button type="submit" form={formId} disabled={save.isPending}>
          {save.isPending ? t("keys.saving") : t("keys.save")}
        </Button>
      </div>
    </div>
  );
}

/** Where the gateway sends its notifications, to paste into its dashboard. */
export function NotificationUrl({ provider, url }: { provider: KeyedProvider; url: string }) {
  const t = useTranslations("ownerPayments.notification");
  return (
    <CopyField
      label={t("label")}
      hint={t(`hints.${provider}`)}
      value={url}
      words={{ copy: t("copy"), copied: t("copied"), failed: t("copyFailed") }}
    />
  );
}
