"use client";

import { OpenStatus } from "@/ui/open-status";
import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import type { OrderMode, StoreChoice } from "@/domain/basket";
import {
  chooseStoreBranch,
  itemsOffMenu,
  PENDING_ADD_PARAM,
  pendingAddOf,
  setDeliveryAddress,
  storeChoiceOf,
} from "@/domain/basket";
import { orderInstant } from "@/domain/sold-out";
import { findItem } from "@/domain/storefront";
import { branchCookie } from "@/domain/branch-cookie";
import { offersMode, onlyMode } from "@/domain/branch-offer";
import type { Branch } from "@/domain/storefront";
import { resolveNextPath, ROUTES } from "@/domain/routes";
import { Button } from "@/ui/button";
import { LineIcon } from "@/ui/icon";
import { notify } from "@/ui/toasts";
import { useAddAt } from "./add-to-basket";
import { StoreChoiceProvider, useBasket } from "./basket-provider";
import type { BranchWithMenu } from "./storefront-data";
import { menuOf, useBranches } from "./storefront-data";
import { TimeSection } from "./time-section";

/** Tells the server which branch to render menus for (src/proxy.ts reads the cookie). */
function rememberBranch(branchId: string) {
  document.cookie = branchCookie(branchId);
}

type BranchSummary = Pick<
  Branch,
  "id" | "name" | "address" | "openingHours" | "closures" | "orderModes"
>;

/** Until when a branch's staff paused it, as the last GET /api/branches said. */
const pausedUntilOf = (full: readonly BranchWithMenu[] | undefined, id: string) =>
  full?.find((b) => b.id === id)?.openState.pausedUntil ?? null;
const withPause = (b: BranchSummary | undefined, full: readonly BranchWithMenu[] | undefined) =>
  b && { ...b, pausedUntil: pausedUntilOf(full, b.id) };

const choice =
  "relative flex cursor-pointer items-center gap-3 rounded-2xl border border-outline bg-white p-3 " +
  "has-checked:border-primary has-checked:ring-2 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-primary";

function Check({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${on ? "bg-primary text-on-primary" : "border border-outline"}`}
    >
      {on && (
        <LineIcon className="h-4 w-4" strokeWidth={3}>
          <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
        </LineIcon>
      )}
    </span>
  );
}

/** By a branch's name: the one order mode it takes, when it takes one only (issue 19 item 2). */
function ModeOnly({ mode }: { mode: OrderMode | null }) {
  const t = useTranslations("basket");
  if (!mode) return null;
  return (
    <span className="rounded-full bg-secondary-container px-2 py-0.5 text-xs font-semibold text-on-secondary-container">
      {t(`modeOnly.${mode}`)}
    </span>
  );
}

/**
 * Spec §2 "Store selector": branch, order mode and where to deliver, kept as a choice of this
 * page and applied together on Confirm, which returns to `next` (issue 14: leaving without
 * Confirm changes nothing, so the bottom bar and checkout never disagree). The time section
 * applies as it is chosen.
 */
export function StoreSelector({
  branches,
  deliverySection,
}: {
  branches: BranchSummary[];
  deliverySection?: ReactNode;
}) {
  const t = useTranslations("basket");
  const router = useRouter();
  const params = useSearchParams();
  const { data: full } = useBranches();
  const offerOf = (id: string | null) => branches.find((b) => b.id === id);
  const confirmed = useBasket(useShallow((s) => storeChoiceOf(s, offerOf(s.selectedBranchId))));
  const whenLoaded = useBasket((s) => s.whenLoaded);
  const applyStoreChoice = useBasket((s) => s.applyStoreChoice);
  // Untouched, the choice follows the basket (hydration, repairs); once edited it is this page's.
  // A brand's only branch is chosen already (issue 32 item 2): Confirm is the one tap left.
  const [edited, setEdited] = useState<StoreChoice | null>(null);
  const lone = branches.length === 1 ? branches[0] : undefined;
  const initial =
    lone && !confirmed.selectedBranchId ? chooseStoreBranch(confirmed, lone.id, lone) : confirmed;
  const draft = edited ?? initial;
  const edit = (next: (c: StoreChoice) => StoreChoice) => setEdited((c) => next(c ?? initial));
  const branchId = draft.selectedBranchId;
  const mode = draft.orderMode;
  const chosen = offerOf(branchId);
  // Issue 19 item 2: the mode a branch does not take is not offered; its reason says which it takes.
  const only = onlyMode(chosen);

  // The warnings come with the tap, while the customer can still go back: Confirm's navigation
  // may load a whole new document (another branch's pages), which would lose a toast. The items
  // are the stored basket's once it is read (decision 0022): a tap while it still is (a slow phone,
  // a page opened afresh) warns a moment later rather than judging the empty basket meanwhile.
  const pickBranch = (id: string) => {
    if (id === branchId) return;
    const picked = offerOf(id);
    const next = chooseStoreBranch(draft, id, picked);
    void whenLoaded().then(({ basket }) => {
      if (itemsOffMenu(basket.items, menuOf(full, id)).length > 0)
        notify("warn", t("branchChangeWarning"));
    });
    if (picked && next.orderMode !== mode)
      notify("info", t(`modeSwitched.${next.orderMode}`, { branch: picked.name }));
    setEdited(next);
  };

  // An Add tapped before a branch was chosen (issue 32 item 2): added at the branch confirmed, or
  // the reason it cannot be said, as Add says it.
  const pending = pendingAddOf(params.get(PENDING_ADD_PARAM));
  const addAt = useAddAt();
  const basketTime = useBasket(
    useShallow((s) => [s.deliveryOrPickupTime, s.scheduledFor] as const),
  );

  const confirm = () => {
    if (!branchId) return;
    applyStoreChoice(draft, menuOf(full, branchId));
    if (pending) {
      const name = full?.map((b) => findItem(b.menu, pending.itemId)?.name).find(Boolean);
      const at = orderInstant(basketTime[0], basketTime[1], Date.now());
      addAt({ branches: full, line: pending, branchId, at, itemName: name ?? pending.itemId });
    }
    rememberBranch(branchId);
    router.replace(resolveNextPath(params.get("next"), ROUTES.home));
    router.refresh(); // the server renders the chosen branch's menu
  };

  return (
    <div className="space-y-6">
      <section>
        <h1 id="select-branch" className="mb-3 text-xl font-bold">
          {t("selectBranch")}
        </h1>
        <div role="radiogroup" aria-labelledby="select-branch" className="space-y-2">
          {branches.map((b) => (
            <label key={b.id} className={choice}>
              <input
                type="radio"
                name="branch"
                value={b.id}
                checked={branchId === b.id}
                onChange={() => pickBranch(b.id)}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2">
                  <span className="font-semibold">{b.name}</span>
                  <ModeOnly mode={onlyMode(b)} />
                </span>
                <span className="block text-sm text-neutral-600">{b.address.address}</span>
                <OpenStatus
                  hours={b}
                  pausedUntil={pausedUntilOf(full, b.id)}
                  className="text-sm font-semibold"
                />
              </span>
              <Check on={branchId === b.id} />
            </label>
          ))}
        </div>
      </section>
      <fieldset>
        <legend className="mb-3 text-base font-bold">{t("howLegend")}</legend>
        <div role="radiogroup" aria-label={t("orderMode")} className="grid grid-cols-2 gap-2">
          {(["PICKUP", "DELIVERY"] as const).map((value) => {
            const offered = offersMode(chosen, value);
            return (
              <label
                key={value}
                className={`${choice} justify-center text-center has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-neutral-100`}
              >
                <input
                  type="radio"
                  name="mode"
                  value={value}
                  checked={mode === value}
                  disabled={!offered}
                  aria-labelledby={`mode-${value}`}
                  aria-describedby={offered ? undefined : `mode-${value}-reason`}
                  onChange={() => edit((c) => ({ ...c, orderMode: value }))}
                  className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
                <span className="flex flex-col">
                  <span
                    id={`mode-${value}`}
                    className={offered ? "font-semibold" : "font-semibold text-neutral-600"}
                  >
                    {t(`location.${value}`)}
                  </span>
                  {!offered && only && (
                    <span id={`mode-${value}-reason`} className="text-xs text-neutral-700">
                      {t(`modeOnlyHere.${only}`)}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {mode === "DELIVERY" && (
        <StoreChoiceProvider
          value={{
            choice: draft,
            setAddress: (address) => edit((c) => setDeliveryAddress(c, address)),
            setDeliveryMethod: (deliveryMethod) => edit((c) => ({ ...c, deliveryMethod })),
          }}
        >
          {deliverySection}
        </StoreChoiceProvider>
      )}
      <TimeSection
        branch={withPause(
          branches.find((b) => b.id === branchId),
          full,
        )}
        orderMode={mode}
      />
      <Button onClick={confirm} disabled={!branchId} className="w-full">
        {t("confirm")}
      </Button>
    </div>
  );
}
