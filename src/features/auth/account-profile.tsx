"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import type { CustomerProfile, ProfileInput } from "@/domain/account";
import { MAX_NAME_CHARACTERS, MESSAGE_CHOICES } from "@/domain/account";
import type { Locale } from "@/domain/locale";
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_NAMES,
  LOCALES,
} from "@/domain/locale";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { notify } from "@/ui/toasts";
import { accountApi } from "./account-api";

export const profileKey = (uid: string) => ["account-profile", uid] as const;

/** Saves part of the profile and keeps the page's copy of it. */
function useSaveProfile(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileInput) => accountApi.save(uid, change),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(uid), saved),
  });
}

const card = "space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5";
const choice =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-black/10 has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary";

/** The name the shop's staff see with the customer's orders (optional). */
export function NameForm({ uid, profile }: { uid: string; profile: CustomerProfile }) {
  const t = useTranslations("account");
  const errorText = useErrorText();
  const [name, setName] = useState(profile.name ?? "");
  const save = useSaveProfile(uid);
  const hintId = useId();
  const errorId = useId();
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { name },
          {
            onSuccess: (saved) => {
              setName(saved.name ?? "");
              notify("success", saved.name ? t("nameSaved") : t("nameRemoved"));
            },
          },
        );
      }}
    >
      <label htmlFor="account-name" className="block text-sm font-semibold">
        {t("nameLabel")}
      </label>
      <input
        id="account-name"
        name="name"
        autoComplete="name"
        value={name}
        maxLength={MAX_NAME_CHARACTERS * 4}
        onChange={(event) => setName(event.target.value)}
        aria-describedby={save.isError ? `${hintId} ${errorId}` : hintId}
        aria-invalid={save.isError || undefined}
        className="h-12 w-full rounded-xl border border-outline px-3 text-base focus-visible:outline-2 focus-visible:outline-primary"
      />
      <p id={hintId} className="text-sm text-neutral-600">
        {t("nameHint")}
      </p>
      {save.isError && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {errorText(save.error)}
        </p>
      )}
      <Button type="submit" variant="outlined" disabled={save.isPending}>
        {save.isPending ? t("saving") : t("saveName")}
      </Button>
    </form>
  );
}

/**
 * The account's language: the storefront's from now on (the cookie the top bar's switch sets,
 * docs/i18n.md) and that of the customer's text messages. The page is fetched again in it.
 */
export function LanguageChoice({ uid }: { uid: string }) {
  const t = useTranslations("account");
  const errorText = useErrorText();
  const locale = useLocale();
  const router = useRouter();
  const save = useSaveProfile(uid);
  const [switching, startTransition] = useTransition();
  // Checked at once (the page changes language once saved); back to the page's if it fails.
  const [chosen, setChosen] = useState<string>(locale);
  const choose = (language: Locale) => {
    setChosen(language);
    save.mutate(
      { language },
      {
        onSuccess: () => {
          document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
          startTransition(() => router.refresh());
        },
        onError: (error) => {
          setChosen(locale);
          notify("error", errorText(error));
        },
      },
    );
  };
  return (
    <fieldset className={card} disabled={save.isPending || switching}>
      <legend className="float-left mb-1 text-lg font-bold">{t("languageTitle")}</legend>
      <p className="clear-left text-sm text-neutral-600">{t("languageHint")}</p>
      {LOCALES.map((l) => (
        <label key={l} className={choice} lang={l}>
          <input
            type="radio"
            name="account-language"
            value={l}
            checked={l === chosen}
            onChange={() => choose(l)}
            className="h-5 w-5 accent-primary"
          />
          <span>{LOCALE_NAMES[l]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Which order messages the customer gets by text (src/domain/account.ts sendsMessage). */
export function MessageChoices({ uid, profile }: { uid: string; profile: CustomerProfile }) {
  const t = useTranslations("account");
  const errorText = useErrorText();
  const save = useSaveProfile(uid);
  const hintId = useId();
  // Checked at once; back to what is saved if saving fails.
  const [chosen, setChosen] = useState(profile.messages);
  return (
    <fieldset className={card} disabled={save.isPending} aria-describedby={hintId}>
      <legend className="float-left mb-1 text-lg font-bold">{t("messagesTitle")}</legend>
      <p id={hintId} className="clear-left text-sm text-neutral-600">
        {t("messagesHint")}
      </p>
      {MESSAGE_CHOICES.map((c) => (
        <label key={c} className={choice}>
          <input
            type="radio"
            name="account-messages"
            value={c}
            checked={chosen === c}
            onChange={() => {
              setChosen(c);
              save.mutate(
                { messages: c },
                {
                  onSuccess: () => notify("success", t("messagesSaved")),
                  onError: (error) => {
                    setChosen(profile.messages);
                    notify("error", errorText(error));
                  },
                },
              );
            }}
            className="h-5 w-5 shrink-0 accent-primary"
          />
          <span>{t(`messageChoices.${c}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
