"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { CheckedDomain, OwnerDomain } from "@/contract/owner-domain";
import { consoleRoutes } from "@/contract/routes-console";
import type { DnsRecord, DnsVerdict, DomainProblem } from "@/domain/custom-domain";
import { apiError, call } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Field, inputClass } from "@/ui/form";
import { notify } from "@/ui/toasts";
import { BrandSection } from "./brand-field";

// The Brand page's "Your own domain" (issue 35 item 7, docs/owner.md): not part of the brand's
// document (no revision), saved at once to its own endpoints. The rules are src/domain/custom-domain.ts.

const DOMAIN_KEY = ["owner-domain"];
const domainApi = {
  view: () => call(consoleRoutes.owner.domain, { fresh: true }),
  save: (domain: string | null) => call(consoleRoutes.owner.saveDomain, { body: { domain } }),
  check: () => call(consoleRoutes.owner.checkDomain, {}),
};

export function OwnDomain() {
  const t = useTranslations("ownerDomain");
  const id = useId();
  const view = useQuery({ queryKey: DOMAIN_KEY, queryFn: domainApi.view });
  const [editing, setEditing] = useState(false);
  const [verdict, setVerdict] = useState<DnsVerdict>();
  const data = view.data;
  return (
    <BrandSection id={`${id}-title`} title={t("title")}>
      {data && (
        <>
          <p className="text-sm text-neutral-700">
            {t("intro", { address: data.shopAddress.replace(/^https?:\/\//, "") })}
          </p>
          {data.domain && !editing ? (
            <Connection
              view={data}
              verdict={verdict}
              onVerdict={setVerdict}
              onChange={() => setEditing(true)}
            />
          ) : (
            <DomainForm
              current={data.domain}
              onDone={() => {
                setEditing(false);
                setVerdict(undefined);
              }}
            />
          )}
        </>
      )}
    </BrandSection>
  );
}

/** The domain entered: the form that sets it (or replaces it). */
function DomainForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const t = useTranslations("ownerDomain");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const [typed, setTyped] = useState(current ?? "");
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: domainApi.save,
    onSuccess: (saved) => {
      queryClient.setQueryData(DOMAIN_KEY, saved);
      notify("success", t("saved"));
      onDone();
    },
    onError: (failed) => {
      const e = apiError(failed);
      const problem = e.details.problem as DomainProblem | undefined;
      if (problem) setError(t(`problems.${problem}`));
      else if (e.reasonCode === "CUSTOM_DOMAIN_TAKEN") setError(t("taken"));
      else notify("error", errorText(failed));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setError(t("needsDomain"));
      return;
    }
    save.mutate(typed);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field id={`${id}-domain`} label={t("field")} hint={t("fieldHint")} error={error} announce>
        {(control) => (
          <input
            {...control}
            className={`font-mono ${inputClass}`}
            inputMode="url"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={300}
            placeholder={t("placeholder")}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {current && (
          <Button variant="text" onClick={onDone}>
            {t("cancel")}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("saving") : t("add")}
        </Button>
      </div>
    </form>
  );
}

/** A domain entered: its record to add, where it stands, Check now, and remove. */
function Connection({
  view,
  verdict,
  onVerdict,
  onChange,
}: {
  view: OwnerDomain;
  verdict: DnsVerdict | undefined;
  onVerdict: (v: DnsVerdict) => void;
  onChange: () => void;
}) {
  const t = useTranslations("ownerDomain");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const domain = view.domain!;
  const check = useMutation({
    mutationFn: domainApi.check,
    onSuccess: (checked: CheckedDomain) => {
      const { verdict: found, ...rest } = checked;
      queryClient.setQueryData(DOMAIN_KEY, rest);
      onVerdict(found);
    },
    onError: (failed) => notify("error", errorText(failed)),
  });
  const remove = useMutation({
    mutationFn: () => domainApi.save(null),
    onSuccess: (saved) => {
      queryClient.setQueryData(DOMAIN_KEY, saved);
      notify("success", t("removed", { address: saved.shopAddress.replace(/^https?:\/\//, "") }));
    },
    onError: (failed) => notify("error", errorText(failed)),
  });
  return (
    <div className="space-y-4">
      <p className="font-mono text-lg font-semibold break-all">{domain}</p>
      <Status view={view} verdict={verdict} />
      {view.record && !view.connectedAt && <RecordToAdd record={view.record} />}
      {view.connectedAt && <p className="text-sm text-neutral-700">{t("certificate")}</p>}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? t("checking") : t("check")}
        </Button>
        <Button variant="outlined" onClick={onChange}>
          {t("change")}
        </Button>
        <Button
          variant="text"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t("confirmRemove", { domain }))) remove.mutate();
          }}
        >
          {remove.isPending ? t("removing") : t("remove")}
        </Button>
      </div>
    </div>
  );
}

/** Connected on a day, waiting for DNS, or pointing elsewhere (what the last check found). */
function Status({ view, verdict }: { view: OwnerDomain; verdict: DnsVerdict | undefined }) {
  const t = useTranslations("ownerDomain.state");
  const locale = useLocale();
  const domain = view.domain!;
  let text: string;
  let tone = "border-amber-300 bg-amber-50 text-amber-950";
  if (view.connectedAt) {
    const date = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
      dateStyle: "long",
    }).format(new Date(view.connectedAt));
    text = t("connected", { date, domain });
    tone = "border-green-300 bg-green-50 text-green-950";
  } else if (verdict?.state === "elsewhere") {
    const target = view.record?.value ?? "";
    text = t("elsewhere", { domain, found: verdict.found.join(", "), target });
    tone = "border-red-300 bg-red-50 text-red-950";
  } else if (verdict?.state === "waiting") text = t("waiting");
  else text = t("notChecked");
  return (
    <p role="status" className={`rounded-xl border p-3 text-sm ${tone}`}>
      {text}
    </p>
  );
}

/** The DNS record, as a DNS host's form asks for it, each value with its copy button. */
function RecordToAdd({ record }: { record: DnsRecord }) {
  const t = useTranslations("ownerDomain.record");
  const apex = record.type === "ALIAS";
  return (
    <div className="space-y-2 rounded-xl border border-neutral-300 p-3">
      <h3 className="font-semibold">{t("title")}</h3>
      {apex ? (
        <p className="text-sm text-neutral-700">
          {record.addresses.length > 0
            ? t("apexHint", { domain: record.name })
            : t("apexNoAddress", { domain: record.name })}
        </p>
      ) : (
        <p className="text-sm text-neutral-700">{t("cnameHint")}</p>
      )}
      <dl className="space-y-2">
        <Row label={t("type")} value={apex ? "ALIAS / ANAME" : "CNAME"} />
        <Row label={t("name")} value={record.name} copy />
        <Row label={t("value")} value={record.value} copy />
        {apex &&
          record.addresses.map((address) => (
            <Row key={address} label={t("aRecord")} value={address} copy />
          ))}
      </dl>
    </div>
  );
}

function Row({ label, value, copy }: { label: string; value: string; copy?: boolean }) {
  const t = useTranslations("ownerDomain.record");
  return (
    // A label above its value on a phone, beside it on a wider screen; the button inside <dd>.
    <div className="sm:flex sm:items-center sm:gap-3">
      <dt className="text-sm text-neutral-700 sm:w-24 sm:shrink-0">{label}</dt>
      <dd className="flex min-w-0 flex-1 items-center gap-2">
        <span className="min-w-0 flex-1 font-mono break-all">{value}</span>
        {copy && (
          <Button
            variant="outlined"
            aria-label={`${t("copy")} ${label}: ${value}`}
            onClick={() =>
              void navigator.clipboard.writeText(value).then(() => notify("success", t("copied")))
            }
          >
            {t("copy")}
          </Button>
        )}
      </dd>
    </div>
  );
}
