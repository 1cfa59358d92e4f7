"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { PlatformShopDetail } from "@/contract/platform";
import { oneLine, SUSPENSION_REASON_MAX } from "@/domain/shop-suspension";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { TextField } from "@/ui/form";
import { platformApi, shopKey } from "./platform-api";

/**
 * Suspend a shop with a reason, change the reason of a suspended one, or resume it (issue 35
 * item 6). The reason is checked as the server checks it, and a refusal lands on its field.
 */
export function SuspendPanel({ shop }: { shop: PlatformShopDetail }) {
  const t = useTranslations("platformConsole");
  const errorText = useErrorText();
  const client = useQueryClient();
  const suspended = shop.state === "suspended";
  const [reason, setReason] = useState(shop.suspendedReason ?? "");
  const [reasonError, setReasonError] = useState<string>();
  const [done, setDone] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  const settle = (next: PlatformShopDetail, message: string) => {
    client.setQueryData(shopKey(shop.id), next);
    void client.invalidateQueries({ queryKey: ["platform-shops"] });
    setReason(next.suspendedReason ?? "");
    setDone(message);
  };
  const suspend = useMutation({
    mutationFn: () => platformApi.suspend(shop.id, reason),
    onSuccess: (next) =>
      settle(next, suspended ? t("reasonSaved") : t("suspended", { name: next.name })),
    onError: (error) => {
      if (apiError(error).reasonCode === "SUSPENSION_REASON_INVALID") {
        setReasonError(errorText(error));
        form.current?.querySelector<HTMLElement>("[aria-invalid]")?.focus();
      }
    },
  });
  const resume = useMutation({
    mutationFn: () => platformApi.resume(shop.id),
    onSuccess: (next) => settle(next, t("resumed", { name: next.name })),
  });
  const busy = suspend.isPending || resume.isPending;
  const failed = [suspend.error, resume.error].find(
    (e) => e && apiError(e).reasonCode !== "SUSPENSION_REASON_INVALID",
  );

  return (
    <aside className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-black/10">
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setDone(undefined);
          const kept = oneLine(reason);
          if (kept.length < 1 || kept.length > SUSPENSION_REASON_MAX) {
            setReasonError(t("reasonHint"));
            form.current?.querySelector<HTMLElement>("[aria-invalid]")?.focus();
            return;
          }
          setReasonError(undefined);
          suspend.mutate();
        }}
      >
        <h2 className="text-lg font-bold">{suspended ? t("reasonTitle") : t("suspendTitle")}</h2>
        {!suspended && <p className="mt-1 text-sm">{t("suspendHelp")}</p>}
        <TextField
          className="mt-3"
          label={t("reasonLabel")}
          hint={t("reasonHint")}
          error={reasonError}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (reasonError) setReasonError(undefined);
          }}
          rows={3}
          maxLength={SUSPENSION_REASON_MAX}
        />
        <Button type="submit" className="mt-3" disabled={busy}>
          {suspend.isPending ? t("working") : suspended ? t("saveReason") : t("suspend")}
        </Button>
      </form>
      {suspended && (
        <div className="border-t border-black/10 pt-4">
          <h2 className="text-lg font-bold">{t("resumeTitle")}</h2>
          <p className="mt-1 text-sm">{t("resumeHelp")}</p>
          <Button
            variant="outlined"
            className="mt-3"
            disabled={busy}
            onClick={() => {
              setDone(undefined);
              resume.mutate();
            }}
          >
            {resume.isPending ? t("working") : t("resume")}
          </Button>
        </div>
      )}
      <p role="status" className="text-sm font-semibold text-green-800 empty:hidden">
        {done}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(failed)}
        </p>
      )}
    </aside>
  );
}
