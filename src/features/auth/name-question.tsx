"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { CustomerProfile } from "@/domain/account";
import { MAX_NAME_CHARACTERS } from "@/domain/account";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { TextField } from "@/ui/form";
import { profileKey, useSaveProfile } from "./profile-query";

/**
 * "What name should we put on your orders?" (the page's title, `labelledBy`), asked once after
 * signing in (issue 36 item 3, src/domain/account.ts asksForName). Saved or skipped, the profile
 * says it was asked (on every device) and the sign-in goes on to where it was going.
 */
export function NameQuestion({ uid, labelledBy }: { uid: string; labelledBy: string }) {
  const t = useTranslations("account");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const save = useSaveProfile(uid);
  const [skipping, setSkipping] = useState(false);
  const skip = () => {
    setSkipping(true);
    save.mutate(
      { nameAsked: true },
      {
        // Not kept (offline): asked again at the next sign-in, but not now.
        onError: () =>
          queryClient.setQueryData<CustomerProfile>(
            profileKey(uid),
            (profile) => profile && { ...profile, nameAsked: true },
          ),
      },
    );
  };
  return (
    <form
      className="space-y-4"
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() === "") skip();
        else save.mutate({ name });
      }}
    >
      <TextField
        id="sign-in-name"
        label={t("nameLabel")}
        hint={t("nameQuestionHint")}
        error={save.isError && !skipping ? errorText(save.error) : undefined}
        announce
        autoComplete="name"
        value={name}
        maxLength={MAX_NAME_CHARACTERS * 4}
        onChange={(value) => {
          setName(value);
          setSkipping(false);
        }}
      />
      <Button type="submit" className="w-full" disabled={save.isPending}>
        {save.isPending && !skipping ? t("saving") : t("saveAndContinue")}
      </Button>
      <Button variant="text" className="w-full" disabled={save.isPending} onClick={skip}>
        {t("skip")}
      </Button>
    </form>
  );
}
