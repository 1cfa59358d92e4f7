"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { ConfirmButton } from "@/ui/confirm-button";
import { PhoneText } from "@/ui/phone-text";
import { notify } from "@/ui/toasts";
import { WHATSAPP_KEY, whatsappApi } from "./whatsapp-api";

/**
 * "Send a test message": Meta's hello_world from the brand's account to the owner's own phone,
 * now; what happened is said beside the button (a refusal usually means a wrong token or id).
 */
export function TestMessage({ testNumber }: { testNumber: string }) {
  const t = useTranslations("ownerWhatsapp.check");
  const errorText = useErrorText();
  const test = useMutation({ mutationFn: whatsappApi.test });
  const failed = test.isError ? apiError(test.error) : null;
  return (
    <div className="space-y-2">
      <p className="text-sm text-neutral-700">
        {t("testHint")}{" "}
        <span className="font-semibold whitespace-nowrap">
          <PhoneText e164={testNumber} />
        </span>
      </p>
      <Button variant="outlined" disabled={test.isPending} onClick={() => test.mutate()}>
        {test.isPending ? t("sending") : t("test")}
      </Button>
      <p role="status" className="text-sm">
        {test.isSuccess && t("sent")}
        {failed &&
          (failed.reasonCode === "WHATSAPP_TEST_FAILED"
            ? failed.details.permanent
              ? t("refused")
              : t("unreachable")
            : errorText(test.error))}
      </p>
    </div>
  );
}

/** Removing the account, once asked: every message goes by SMS again. */
export function RemoveWhatsApp() {
  const t = useTranslations("ownerWhatsapp.remove");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: whatsappApi.remove,
    onSuccess: (view) => {
      queryClient.setQueryData(WHATSAPP_KEY, view);
      notify("success", t("done"));
    },
    onError: (error) => notify("error", errorText(error)),
  });
  const words = { button: t("button"), title: t("title"), body: t("body") };
  return (
    <ConfirmButton
      words={{ ...words, cancel: t("cancel"), confirm: t("confirm") }}
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
