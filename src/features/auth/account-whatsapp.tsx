"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { CustomerProfile } from "@/domain/account";
import { useErrorText } from "@/features/api/error-text";
import { Switch } from "@/ui/form";
import { notify } from "@/ui/toasts";
import { useSaveProfile } from "./profile-query";

/**
 * Order messages by WhatsApp, on or off (issue 37 item 5): shown where the shop sends them by
 * WhatsApp. Off, they come by SMS; replying STOP to one turns it off too.
 */
export function WhatsAppChoice({ uid, profile }: { uid: string; profile: CustomerProfile }) {
  const t = useTranslations("account");
  const errorText = useErrorText();
  const save = useSaveProfile(uid);
  // Switched at once; back to what is saved if saving fails.
  const [on, setOn] = useState(profile.whatsapp);
  return (
    <section
      aria-labelledby="account-whatsapp"
      className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="account-whatsapp" className="text-lg font-bold">
        {t("whatsappTitle")}
      </h2>
      <Switch
        label={t("whatsappLabel")}
        hint={t("whatsappHint")}
        checked={on}
        disabled={save.isPending}
        onChange={(checked) => {
          setOn(checked);
          save.mutate(
            { whatsapp: checked },
            {
              onSuccess: (saved) =>
                notify("success", saved.whatsapp ? t("whatsappOn") : t("whatsappOff")),
              onError: (error) => {
                setOn(profile.whatsapp);
                notify("error", errorText(error));
              },
            },
          );
        }}
      />
    </section>
  );
}
