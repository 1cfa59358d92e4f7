"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { CustomerProfile } from "@/domain/account";
import { MAX_NAME_CHARACTERS, MESSAGE_CHOICES } from "@/domain/account";
import type { Locale } from "@/domain/locale";
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_NAMES,
  LOCALES,
  localeOf,
} from "@/domain/locale";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { TextField } from "@/ui/form";
import { notify } from "@/ui/toasts";
import { useSaveProfile } from "./profile-query";

const card = "space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5";

/** The name the shop's staff see with the customer's orders (optional). */
export function NameForm({ uid, profile }: { uid: string; profile: CustomerProfile }) {
  const t = useTranslations("account");
  const errorText = useErrorText();
  const [name, setName] = useState(profile.name ?? "");
  const save = useSaveProfile(uid);
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
      <TextField
        id="account-name"
        label={t("nameLabel")}
        hint={t("nameHint")}
        error={save.isError ? errorText(save.error) : undefined}
        announce
        autoComplete="name"
        value={name}
        maxLength={MAX_NAME_CHARACTERS * 4}
        onChange={setName}
      />
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
  const [chosen, setChosen] = useState<Locale>(localeOf(locale));
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
          setChosen(localeOf(locale));
          notify("error", errorText(error));
        },
      },
    );
  };
  return (
    <Choices
      className={card}
      legend={t("languageTitle")}
      titled
      hint={t("languageHint")}
      look="cards"
      busy={save.isPending || switching}
      value={chosen}
      onChange={choose}
      choices={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l], lang: l }))}
    />
  );
}

/** Which order messages the customer gets by text (src/domain/account.ts sendsMessage). */
export function MessageChoices({ uid, profile }: { uid: string; profile: CustomerProfile }) {
  const t = useTranslations("account");
  const errorText = useErrorText();
  const save = useSaveProfile(uid);
  // Checked at once; back to what is saved if saving fails.
  const [chosen, setChosen] = useState(profile.messages);
  return (
    <Choices
      className={card}
      legend={t("messagesTitle")}
      titled
      hint={t("messagesHint")}
      look="cards"
      busy={save.isPending}
      value={chosen}
      onChange={(c) => {
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
      choices={MESSAGE_CHOICES.map((c) => ({ value: c, label: t(`messageChoices.${c}`) }))}
    />
  );
}
