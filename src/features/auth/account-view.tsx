"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { formatPhoneNumberIntl } from "react-phone-number-input";
import { ROUTES } from "@/domain/routes";
import { Button } from "@/ui/button";
import { LinkButton } from "@/ui/link-button";
import { notify } from "@/ui/toasts";
import { useAuth } from "./auth-store";

/** The account page (not in the spec): who is signed in, their orders, and signing out. */
export function AccountView() {
  const t = useTranslations("account");
  const user = useAuth((s) => s.data);
  const logout = useAuth((s) => s.logout);
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;
  return (
    <main className="mx-auto max-w-md space-y-6 px-5 py-6">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <section
        aria-labelledby="signed-in-as"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
      >
        <h2 id="signed-in-as" className="text-sm text-neutral-600">
          {t("signedInAs")}
        </h2>
        <p className="text-lg font-semibold">
          {formatPhoneNumberIntl(user.phoneNumber) || user.phoneNumber}
        </p>
      </section>
      <LinkButton href={ROUTES.orders} variant="outlined" className="w-full">
        {t("yourOrders")}
      </LinkButton>
      <Button
        variant="text"
        className="w-full"
        disabled={leaving}
        onClick={async () => {
          setLeaving(true);
          await logout();
          notify("success", t("signedOut"));
          router.replace(ROUTES.home);
        }}
      >
        {t("signOut")}
      </Button>
    </main>
  );
}
