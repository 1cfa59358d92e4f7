"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ROUTES } from "@/domain/routes";
import { useErrorText } from "@/features/api/error-text";
import { useBrand } from "@/ui/brand-context";
import { Button } from "@/ui/button";
import { download } from "@/ui/download";
import { Dialog } from "@/ui/dialog";
import { notify } from "@/ui/toasts";
import { accountApi } from "./account-api";
import { useAuth } from "./auth-store";

/**
 * The customer's rights under UU PDP (docs/privacy.md): a copy of what this brand holds about
 * them, and the end of their account here, after a dialog that says what goes and what stays.
 */
export function YourData({ uid }: { uid: string }) {
  const t = useTranslations("account");
  const errorText = useErrorText();
  const brand = useBrand();
  const router = useRouter();
  const forget = useAuth((s) => s.forget);
  const [asking, setAsking] = useState(false);
  // The session ends here once the page has left for home: forgetting it while this protected
  // page is still shown would send the customer to sign in instead.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) forget();
    },
    [forget],
  );
  const exporting = useMutation({
    mutationFn: () => accountApi.exportData(uid),
    onSuccess: (blob) => {
      const name = `${brand.id}-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      download(blob, name);
      notify("success", t("downloaded", { file: name }));
    },
    onError: (error) => notify("error", errorText(error)),
  });
  const deleting = useMutation({
    mutationFn: () => accountApi.deleteAccount(uid),
    onSuccess: () => {
      setAsking(false);
      deleted.current = true;
      notify("success", t("deleted"));
      router.replace(ROUTES.home);
    },
  });
  return (
    <section
      aria-labelledby="data-heading"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="data-heading" className="text-lg font-bold">
        {t("dataTitle")}
      </h2>
      <p className="text-sm text-neutral-600">{t("dataHint", { brand: brand.name })}</p>
      <Button
        variant="outlined"
        className="w-full"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate()}
      >
        {exporting.isPending ? t("downloading") : t("download")}
      </Button>
      <Button
        variant="text"
        className="w-full text-red-800!"
        onClick={() => {
          deleting.reset();
          setAsking(true);
        }}
      >
        {t("deleteAccount")}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t("deleteTitle", { brand: brand.name })}
      >
        <div className="space-y-3">
          <p>{t("deleteWhat")}</p>
          <p>{t("deleteKept")}</p>
          <p className="text-sm text-neutral-600">{t("deleteOtherShops")}</p>
          {deleting.isError && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {errorText(deleting.error)}
            </p>
          )}
          <Button
            className="w-full"
            disabled={deleting.isPending}
            onClick={() => deleting.mutate()}
          >
            {deleting.isPending ? t("deleting") : t("deleteConfirm")}
          </Button>
          <Button variant="outlined" className="w-full" onClick={() => setAsking(false)}>
            {t("keepAccount")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
