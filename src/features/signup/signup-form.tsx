"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import type { ShopAddressCheck } from "@/contract";
import type { Locale } from "@/domain/locale";
import { LOCALE_NAMES, LOCALES } from "@/domain/locale";
import { addressFromName } from "@/domain/shop-address";
import type { ShopKind } from "@/domain/shop-starter";
import { SHOP_KIND_STARTERS, SHOP_KINDS, SHOP_NAME_MAX } from "@/domain/shop-starter";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { TextField, useFocusOnProblem } from "@/ui/form";
import { AddressField } from "./address-field";
import { signupApi } from "./signup-api";

/** The kind's starter, as the hint under "a sample menu and hours" says it, in the shop's language. */
function starterSummary(kind: ShopKind, language: Locale) {
  const starter = SHOP_KIND_STARTERS[kind];
  const items = starter.sections.flatMap((s) => s.items.map((i) => i.name[language]));
  const day = starter.hours.mon?.[0];
  return { items: items.slice(0, 3).join(", "), hours: day ? `${day.open}–${day.close}` : "" };
}

/** Which field a refusal belongs to; the rest are the form's. */
const fieldOf = (code: string): "name" | "address" | null =>
  code.startsWith("SHOP_NAME_") ? "name" : code.startsWith("SHOP_ADDRESS_") ? "address" : null;

/**
 * Opening a shop (issue 35 item 1): its name, address, kind and language, and whether to keep
 * the kind's starter menu and hours. Once made, the browser goes to the shop's own host, which
 * signs its owner in with the one-time token and opens the console (/owner/welcome).
 */
export function SignupForm() {
  const t = useTranslations("signup");
  const errorText = useErrorText();
  const te = useTranslations("errors");
  const pageLocale = useLocale() as Locale;
  const [name, setName] = useState("");
  const [address, setAddress] = useState("");
  const [addressEdited, setAddressEdited] = useState(false);
  const [addressStatus, setAddressStatus] = useState<
    ShopAddressCheck["status"] | "checking" | null
  >(null);
  const [kind, setKind] = useState<ShopKind>("cake");
  const [starter, setStarter] = useState<"keep" | "empty">("keep");
  const [language, setLanguage] = useState<Locale>(pageLocale);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; address?: string; form?: string }>({});
  const [tried, setTried] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusOnProblem(form, tried);
  const onStatus = useCallback((s: typeof addressStatus) => setAddressStatus(s), []);
  const summary = starterSummary(kind, language);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local = {
      name: name.trim() ? undefined : te("SHOP_NAME_INVALID"),
      address:
        addressStatus === "free" || addressStatus === "checking"
          ? undefined
          : addressStatus
            ? t(`addressStatus.${addressStatus}`)
            : te("SHOP_ADDRESS_INVALID"),
    };
    if (local.name || local.address) {
      setErrors(local);
      setTried((n) => n + 1);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const shop = await signupApi.createShop({
        name,
        address,
        kind,
        language,
        starter: starter === "keep",
      });
      setDone(true);
      // The token rides in the fragment: never sent to a server, nor in a Referer or a log.
      // Another host (the shop's): a whole page load, not the router.
      window.location.assign(
        new URL(`/owner/welcome?lang=${language}#${shop.handoffToken}`, shop.origin),
      );
    } catch (error) {
      const field = fieldOf(apiError(error).reasonCode);
      setErrors({ [field ?? "form"]: errorText(error) });
      setTried((n) => n + 1);
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-6">
      <TextField
        label={t("shopName")}
        hint={t("shopNameHint")}
        error={errors.name}
        value={name}
        maxLength={SHOP_NAME_MAX}
        autoComplete="organization"
        onChange={(value) => {
          setName(value);
          if (!addressEdited) setAddress(addressFromName(value));
        }}
      />
      <AddressField
        value={address}
        onChange={(value) => {
          setAddress(value);
          setAddressEdited(true);
        }}
        error={errors.address}
        onStatus={onStatus}
      />
      <Choices
        legend={t("kind")}
        look="tiles"
        tick
        value={kind}
        onChange={setKind}
        choices={SHOP_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
      />
      <Choices
        legend={t("starter")}
        look="cards"
        value={starter}
        onChange={setStarter}
        choices={[
          {
            value: "keep",
            label: t("starterKeep"),
            hint: t("starterKeepHint", summary),
          },
          { value: "empty", label: t("starterEmpty"), hint: t("starterEmptyHint") },
        ]}
      />
      <Choices
        legend={t("language")}
        hint={t("languageHint")}
        look="chips"
        value={language}
        onChange={setLanguage}
        choices={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l], lang: l }))}
      />
      {errors.form && (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{t("failed")}</p>
          <p>{errors.form}</p>
        </div>
      )}
      {done && (
        <p role="status" className="font-semibold">
          {t("created")}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("creating") : t("create")}
      </Button>
    </form>
  );
}
