"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { outsideRoutes } from "@/contract/routes-outside";
import { call } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";

const KEY = ["whatsapp-standin"];
/** New messages come from the shop's jobs: the page looks again this often. */
const POLL_MS = 2000;

/**
 * The WhatsApp stand-in's page (issue 37, docs/whatsapp.md): what each phone received from the
 * shop's number, newest first, and a reply as that phone, which the stand-in sends to the shop's
 * webhook as Meta would. Demos and tests only: not there unless WHATSAPP_PROVIDER=standin.
 */
export function StandinView() {
  const t = useTranslations("whatsappStandin");
  const refusal = useErrorText();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [text, setText] = useState("");
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => call(outsideRoutes.whatsapp.standinMessages, { query: {} }),
    refetchInterval: POLL_MS,
    retry: false,
  });
  const messages = list.data?.messages ?? [];
  const phones = [...new Set(messages.map((m) => m.phone))];
  const phone = chosen ?? phones[0] ?? null;
  const reply = useMutation({
    mutationFn: (body: { phone: string; text: string }) =>
      call(outsideRoutes.whatsapp.standinReply, { body }),
    onSuccess: () => {
      setText("");
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <header className="space-y-1 rounded-2xl border-2 border-dashed border-emerald-700 bg-emerald-50 p-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-emerald-900">{t("testNotice")}</p>
      </header>
      {list.isPending ? (
        <div
          role="status"
          aria-label={t("loading")}
          className="mx-auto mt-10 h-16 w-16 animate-pulse rounded-full bg-emerald-300"
        />
      ) : list.isError ? (
        <p role="alert" className="font-semibold text-red-800">
          {refusal(list.error)}
        </p>
      ) : !phone ? (
        <p>{t("none")}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <nav aria-label={t("phones")}>
            <ul className="space-y-1">
              {phones.map((p) => (
                <li key={p}>
                  <button
                    type="button"
                    aria-current={p === phone ? "true" : undefined}
                    onClick={() => setChosen(p)}
                    className="w-full rounded-lg px-3 py-2 text-left font-mono ring-1 ring-black/10 aria-[current]:bg-emerald-700 aria-[current]:text-white"
                  >
                    {p}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-label={phone} className="min-w-0 space-y-3">
            <form
              className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-black/10"
              onSubmit={(event) => {
                event.preventDefault();
                if (text.trim()) reply.mutate({ phone, text: text.trim() });
              }}
            >
              <label className="block font-semibold" htmlFor="standin-reply">
                {t("replyAs", { phone })}
              </label>
              <textarea
                id="standin-reply"
                aria-label={t("replyLabel")}
                value={text}
                maxLength={1000}
                onChange={(event) => setText(event.target.value)}
                className="min-h-20 w-full rounded-lg border border-neutral-400 p-2"
              />
              <p className="text-sm text-neutral-700">{t("replyHint")}</p>
              <Button type="submit" disabled={reply.isPending || !text.trim()}>
                {t("send")}
              </Button>
              {reply.isSuccess && (
                <p role="status" className="font-semibold text-green-800">
                  {t("replied")}
                </p>
              )}
              {reply.isError && (
                <p role="alert" className="font-semibold text-red-800">
                  {refusal(reply.error)}
                </p>
              )}
            </form>
            <ol className="space-y-2">
              {messages
                .filter((m) => m.phone === phone)
                .map((m) => (
                  <li
                    key={`${m.time}-${m.direction}-${m.text}`}
                    className={`rounded-2xl p-3 ring-1 ring-black/10 ${m.direction === "sent" ? "ml-8 bg-emerald-100" : "mr-8 bg-white"}`}
                  >
                    <p className="text-xs text-neutral-700">
                      {m.direction === "sent" ? t("sent") : t("received")} ·{" "}
                      <time dateTime={m.time}>{new Date(m.time).toLocaleString()}</time>
                      {m.template && <> · {m.template}</>}
                    </p>
                    <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
                      {m.text}
                    </p>
                  </li>
                ))}
            </ol>
          </section>
        </div>
      )}
    </main>
  );
}
