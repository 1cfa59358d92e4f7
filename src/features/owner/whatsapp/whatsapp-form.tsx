"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { ChannelChoice, MessageKind } from "@/domain/whatsapp";
import { CHANNEL_CHOICES, FALLBACK_SECONDS } from "@/domain/whatsapp";
import type { WhatsAppField, WhatsAppProblem, WhatsAppView } from "@/domain/whatsapp-account";
import { fieldProblems } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { Field, inputClass, TextField } from "@/ui/form";
import { notify } from "@/ui/toasts";
import { WHATSAPP_KEY, whatsappApi } from "./whatsapp-api";
import type { WhatsAppDraft } from "./whatsapp-draft";
import { bodyOf, draftOf, fallsBack } from "./whatsapp-draft";
import { useSavedDay } from "../saved-day";

type Problems = Partial<Record<WhatsAppField, WhatsAppProblem>>;

const CHANNEL_FIELDS: Record<MessageKind, "signInChannel" | "orderChannel"> = {
  signInCode: "signInChannel",
  order: "orderChannel",
};

/**
 * The brand's Cloud API account and the channel of each kind of message, saved at once to POST
 * /api/owner/whatsapp (not with a page's Save: the secrets are never part of the brand's document).
 * A stored secret shows masked; its field left empty keeps it.
 */
export function WhatsAppForm({ account }: { account: WhatsAppView["account"] }) {
  const t = useTranslations("ownerWhatsapp");
  const savedDay = useSavedDay();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<WhatsAppDraft>(() => draftOf(account));
  const [problems, setProblems] = useState<Problems>({});
  const stored = account !== null;

  const save = useMutation({
    mutationFn: whatsappApi.save,
    onSuccess: (view) => {
      queryClient.setQueryData(WHATSAPP_KEY, view);
      notify("success", t("form.saved"));
    },
    onError: (error) => {
      const found = fieldProblems<WhatsAppField, WhatsAppProblem>(
        error,
        "WHATSAPP_SETTINGS_INVALID",
      );
      if (found) setProblems(found);
      else notify("error", errorText(error));
    },
  });

  const set = <K extends keyof WhatsAppDraft>(field: K, value: WhatsAppDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = bodyOf(draft, stored);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = Object.keys(checked.problems)[0];
      window.document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    save.mutate(checked.body);
  };

  const problemText = (problem: WhatsAppProblem) =>
    problem === "range"
      ? t("problems.range", { min: FALLBACK_SECONDS.min, max: FALLBACK_SECONDS.max })
      : t(`problems.${problem}`);
  const errorOf = (field: WhatsAppField) => {
    const problem = problems[field];
    return problem && problemText(problem);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-neutral-300 p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t("form.title")}
      </h3>
      <p className="text-sm text-neutral-700">
        {account
          ? t("form.setBy", {
              date: savedDay(account.updatedAt),
              name: account.updatedBy,
            })
          : t("form.none")}
      </p>
      <TextField
        id={`${id}-phoneNumberId`}
        label={t("form.fields.phoneNumberId")}
        hint={t("form.hints.phoneNumberId")}
        error={errorOf("phoneNumberId")}
        numeric
        autoComplete="off"
        maxLength={100}
        value={draft.phoneNumberId}
        onChange={(v) => set("phoneNumberId", v)}
      />
      {(["accessToken", "appSecret"] as const).map((field) => (
        <Field
          key={field}
          id={`${id}-${field}`}
          label={t(`form.fields.${field}`)}
          hint={
            account
              ? t("form.hints.keep", { masked: account.masked[field] })
              : t(`form.hints.${field}`)
          }
          error={errorOf(field)}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={1000}
              className={`font-mono ${inputClass}`}
              value={draft[field]}
              onChange={(e) => set(field, e.target.value)}
            />
          )}
        </Field>
      ))}
      {(Object.keys(CHANNEL_FIELDS) as MessageKind[]).map((kind) => (
        <Choices<ChannelChoice>
          key={kind}
          legend={t(`form.kinds.${kind}`)}
          look="plain"
          value={draft[CHANNEL_FIELDS[kind]]}
          onChange={(choice) => set(CHANNEL_FIELDS[kind], choice)}
          choices={CHANNEL_CHOICES.map((choice) => ({
            value: choice,
            label: t(`form.channels.${choice}`),
            hint: t(`form.channelHints.${choice}`),
          }))}
        />
      ))}
      <TextField
        id={`${id}-fallbackSeconds`}
        label={t("form.fields.fallbackSeconds")}
        hint={
          fallsBack(draft)
            ? t("form.hints.fallbackSeconds", {
                min: FALLBACK_SECONDS.min,
                max: FALLBACK_SECONDS.max,
              })
            : t("form.hints.fallbackUnused")
        }
        error={errorOf("fallbackSeconds")}
        numeric
        maxLength={5}
        value={draft.fallbackSeconds}
        onChange={(v) => set("fallbackSeconds", v)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("form.saving") : t("form.save")}
        </Button>
      </div>
    </form>
  );
}
