"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import type { OwnerBrand } from "@/contract";
import { formatMoney } from "@/domain/money";
import { Button } from "@/ui/button";
import { useMoneyProblem } from "@/ui/money-input";
import type { DeliveryDraft, DeliveryJump } from "./delivery-draft";
import {
  applyDraft,
  checkDraft,
  deliveryPriceJumps,
  draftOf,
  errorKind,
  freshId,
  labelProblems,
  moneyProblemOf,
  newKey,
  paths,
  segmentDraft,
} from "./delivery-draft";
import { MoneyField, useFocusOnProblem } from "@/ui/form";
import { MethodCard } from "./delivery-methods";
import { FormActions } from "../form-actions";
import { OnlinePaymentSettings } from "./online-payment-settings";
import { PaymentMethods, TransferAccounts } from "./payment-settings";
import { PriceCheck } from "../price-check";
import { useSaveBrand } from "../save-brand";

/** The most delivery methods the brand schema takes (storeConfigs shippingBlocks). */
const MAX_METHODS = 20;

/**
 * Delivery & payment (issue 19 item 3, docs/owner.md): delivery methods with their prices by
 * distance, minimum orders, payment methods and transfer accounts, saved together as a revision.
 */
export function DeliveryPayment({ owner }: { owner: OwnerBrand }) {
  return <DeliveryForm key={owner.revision} owner={owner} />;
}

function DeliveryForm({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerDelivery");
  const jumpLine = useDeliveryJumpLine(owner.document.brand.currency);
  const moneyProblem = useMoneyProblem();
  const { document } = owner;
  const currency = document.brand.currency;
  const [draft, setDraft] = useState(() => draftOf(document));
  const [tried, setTried] = useState(0);
  const [jumps, setJumps] = useState<DeliveryJump[]>([]);
  const { save, saving, problems: refused, clearProblems } = useSaveBrand(owner);
  const { next, problems } = useMemo(() => checkDraft(draft, document), [draft, document]);
  const badLabels = labelProblems(draft);

  const form = useRef<HTMLFormElement>(null);
  useFocusOnProblem(form, tried);

  const edit = (change: (draft: DeliveryDraft) => void) => {
    setDraft((d) => {
      const copy = structuredClone(d);
      change(copy);
      return copy;
    });
    clearProblems();
    setJumps([]);
  };
  const errorAt = (path: string) => {
    const found = tried ? problems.find((p) => p.path === path) : undefined;
    const money = found && moneyProblemOf(found);
    if (money) return moneyProblem(money, currency);
    if (found) return t(`errors.${errorKind(found)}`);
    return refused[path.slice(2)];
  };
  const labelError = (lineKey: string) => {
    const kind = tried ? badLabels.find((l) => l.key === lineKey)?.kind : undefined;
    return kind && t(kind === "empty" ? "errors.labelEmpty" : "errors.labelTwice");
  };
  /** Saves the page; fees or minimums moved tenfold only once `confirmed` names them. */
  const check = (confirmed: readonly DeliveryJump[]) => {
    setTried((n) => n + 1);
    setJumps([]);
    if (problems.length > 0 || badLabels.length > 0) return;
    const moved = deliveryPriceJumps(document, next);
    if (moved.length > 0 && JSON.stringify(moved) !== JSON.stringify(confirmed)) setJumps(moved);
    else save((brand) => void applyDraft(draft, brand), "$");
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    check([]);
  };
  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-8">
      <p className="text-neutral-700">{t("intro")}</p>
      <section aria-labelledby="methods-title" className="space-y-4">
        <h2 id="methods-title" className="text-xl font-bold">
          {t("methods.title")}
        </h2>
        {draft.methods.map((method, b) => (
          <MethodCard
            key={method.key}
            method={method}
            index={b}
            currency={currency}
            errorAt={errorAt}
            update={(change) => edit((d) => change(d.methods[b]!))}
            onRemove={() => edit((d) => void d.methods.splice(b, 1))}
          />
        ))}
        {draft.methods.length < MAX_METHODS && (
          <Button
            variant="outlined"
            onClick={() =>
              edit((d) =>
                d.methods.push({
                  key: newKey(),
                  id: freshId(
                    "delivery",
                    d.methods.map((m) => m.id),
                  ),
                  name: "",
                  isActive: true,
                  minimumOrder: "",
                  segments: [segmentDraft()],
                }),
              )
            }
          >
            {t("methods.add")}
          </Button>
        )}
      </section>
      <section aria-labelledby="pickup-title" className="space-y-4">
        <h2 id="pickup-title" className="text-xl font-bold">
          {t("pickup.title")}
        </h2>
        <p className="text-sm text-neutral-700">{t("pickup.hint")}</p>
        {document.branches.map((branch, i) => (
          <MoneyField
            key={branch.id}
            label={t("pickup.branch", { branch: branch.name, currency })}
            currency={currency}
            whole
            value={draft.pickupMinimums[i] ?? ""}
            error={errorAt(`${paths.branch(i)}.pickupMinimumOrder`)}
            onChange={(v) => edit((d) => void (d.pickupMinimums[i] = v))}
          />
        ))}
      </section>
      <PaymentMethods draft={draft} configs={next.storeConfigs} edit={edit} />
      <TransferAccounts
        draft={draft}
        document={document}
        edit={edit}
        errorAt={errorAt}
        labelError={labelError}
      />
      <OnlinePaymentSettings draft={draft} document={document} edit={edit} errorAt={errorAt} />
      {jumps.length > 0 && (
        <PriceCheck
          lines={jumps.map(jumpLine)}
          saving={saving}
          onSave={() => check(jumps)}
          onBack={() => setJumps([])}
        />
      )}
      <FormActions
        saving={saving}
        sticky
        cancelLabel={t("reset")}
        onCancel={() => {
          setDraft(draftOf(document));
          setTried(0);
          setJumps([]);
          clearProblems();
        }}
      >
        {tried > 0 && (problems.length > 0 || badLabels.length > 0) && (
          <p role="alert" className="text-sm text-red-700">
            {t("hasErrors")}
          </p>
        )}
      </FormActions>
    </form>
  );
}

/** How a jump of Delivery & payment is named: a fee's row, a method's or a branch's minimum. */
function useDeliveryJumpLine(currency: string) {
  const t = useTranslations("ownerMoney.confirm");
  return ({ from, to, ...where }: DeliveryJump) => {
    const amounts = { from: formatMoney(from, currency), to: formatMoney(to, currency) };
    return where.kind === "pickupMinimum"
      ? t("pickupMinimum", { ...amounts, branch: where.branch })
      : where.kind === "fee"
        ? t("fee", { ...amounts, method: where.method, row: where.row })
        : t("minimumOrder", { ...amounts, method: where.method });
  };
}
