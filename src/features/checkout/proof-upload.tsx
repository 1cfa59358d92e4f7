"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { customerRoutes } from "@/contract/routes-customer";
import type { ApiError } from "@/features/api/client";
import { attempt, call } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";

export const PROOF_ACCEPT = "image/jpeg,image/png,image/webp";

export interface ProofUploadProps {
  onReady: () => void;
  onUploaded: (src: string | null) => void;
}

/** The proof-of-payment picker; loaded lazily, it tells its parent once it is ready. */
export default function ProofUpload({ onReady, onUploaded }: ProofUploadProps) {
  const t = useTranslations("checkout.proof");
  const errorText = useErrorText();
  // The failure itself, not its words: they follow the customer's language when it is shown.
  const [state, setState] = useState<{
    busy: boolean;
    error: ApiError | null;
    preview: string | null;
  }>({ busy: false, error: null, preview: null });
  useEffect(onReady, [onReady]);

  async function upload(file: File) {
    setState({ busy: true, error: null, preview: null });
    onUploaded(null);
    const form = new FormData();
    form.append("file", file);
    const uploaded = await attempt(call(customerRoutes.uploads.paymentProof, { form }));
    if (uploaded.ok) {
      setState({ busy: false, error: null, preview: URL.createObjectURL(file) });
      onUploaded(uploaded.data.src);
    } else {
      setState({ busy: false, error: uploaded.error, preview: null });
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor="proof" className="block text-sm font-semibold">
        {t("label")}
      </label>
      <input
        id="proof"
        type="file"
        accept={PROOF_ACCEPT}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
        className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-on-primary"
      />
      {state.busy && <p role="status">{t("uploading")}</p>}
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error.status ? errorText(state.error) : t("failed")}
        </p>
      )}
      {state.preview && (
        // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL)
        <img src={state.preview} alt={t("preview")} className="max-h-48 rounded-xl" />
      )}
    </div>
  );
}
