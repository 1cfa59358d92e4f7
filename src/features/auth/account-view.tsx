"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ROUTES } from "@/domain/routes";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { LinkButton } from "@/ui/link-button";
import { PhoneText } from "@/ui/phone-text";
import { notify } from "@/ui/toasts";
import { RecentAddresses } from "./account-addresses";
import { YourData } from "./account-data";
import { LanguageChoice, MessageChoices, NameForm } from "./account-profile";
import { WhatsAppChoice } from "./account-whatsapp";
import { useAuth } from "./auth-store";
import { useProfile } from "./profile-query";

/**
 * The account page (not in the spec; issue 32 item 8): who is signed in and their name, the
 * language and text messages they want, their recent addresses, their orders, their data under
 * UU PDP (docs/privacy.md), and signing out. Everything here is this brand's only.
 */
export function AccountView({ loyalty }: { loyalty?: React.ReactNode }) {
  const t = useTranslations("account");
  const tc = useTranslations("common");
  const errorText = useErrorText();
  // The top bar's switch changes it too: the language choice starts again from the page's.
  const locale = useLocale();
  const user = useAuth((s) => s.data);
  const logout = useAuth((s) => s.logout);
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const profile = useProfile(user?.uid);
  if (!user) return null;
  return (
    <main className="mx-auto max-w-md space-y-6 px-5 py-6">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <section
        aria-labelledby="signed-in-as"
        className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
      >
        <div>
          <h2 id="signed-in-as" className="text-sm text-neutral-600">
            {t("signedInAs")}
          </h2>
          <p className="text-lg font-semibold">
            <PhoneText e164={user.phoneNumber} />
          </p>
        </div>
        {profile.data && <NameForm uid={user.uid} profile={profile.data} />}
      </section>
      {/* The brand's stamp card or points (issue 39), composed in by the page. */}
      {loyalty}
      {profile.isPending && <p role="status">{tc("loading")}</p>}
      {profile.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(profile.error)}
        </p>
      )}
      <LanguageChoice key={locale} uid={user.uid} />
      {profile.data && <MessageChoices uid={user.uid} profile={profile.data} />}
      {profile.data?.whatsappOffered && <WhatsAppChoice uid={user.uid} profile={profile.data} />}
      <RecentAddresses uid={user.uid} />
      <LinkButton href={ROUTES.orders} variant="outlined" className="w-full">
        {t("yourOrders")}
      </LinkButton>
      <YourData uid={user.uid} />
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
