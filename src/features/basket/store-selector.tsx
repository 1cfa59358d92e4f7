"use client";

import { OpenStatus } from "@/ui/open-status";
import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import type { StoreChoice } from "@/domain/basket";
import type { OrderMode } from "@/domain/order-mode";
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
import { Choices } from "@/ui/choices";
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
  "id" | "name" | "address" | "openingHours" | "closures" | "orderModes" | "closedUntilReopened"
>;

/** Until when a branch's staff paused it, as the last GET /api/branches said. */
const pausedUntilOf = (full: readonly BranchWithMenu[] | undefined, id: string) =>
  full?.find((b) => b.id === id)?.openState.pausedUntil ?? null;
const withPause = (b: BranchSummary | undefined, full: readonly BranchWithMenu[] | undefined) =>
  b && { ...b, pausedUntil: pausedUntilOf(full, b.id) };

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

/** The brand's branches, each with its address and whether it is open now. */
function BranchChoices({
  branches,
  full,
  value,
  onChange,
}: {
  branches: readonly BranchSummary[];
  full: readonly BranchWithMenu[] | undefined;
  value: string | null;
  onChange: (id: string) => void;
}) {
  const t = useTranslations("basket");
  // The page's title names the group on screen; the legend says it again to a screen reader.
  return (
    <Choices
      legend={t("selectBranch")}
      hideLegend
      look="tiles"
      tick
      value={value}
      onChange={onChange}
      choices={branches.map((b) => ({
        value: b.id,
        label: (
          <span className="flex flex-wrap items-center gap-x-2">
            {b.name}
            <ModeOnly mode={onlyMode(b)} />
          </span>
        ),
        hint: (
          <>
            <span className="block">{b.address.address}</span>
            <OpenStatus
              hours={b}
              pausedUntil={pausedUntilOf(full, b.id)}
              className="text-sm font-semibold text-neutral-900"
            />
          </>
        ),
      }))}
    />
  );
}

/**
 * Pickup or Delivery at the branch chosen. Issue 19 item 2: the mode a branch does not take is not
 * offered; its reason says which it takes.
 */
function ModeChoices({
  branch,
  value,
  onChange,
}: {
  branch: BranchSummary | undefined;
  value: OrderMode | null;
  onChange: (mode: OrderMode) => void;
}) {
  const t = useTranslations("basket");
  const only = onlyMode(branch);
  return (
    <Choices
      legend={t("orderMode")}
      hideLegend
      look="tiles"
      columns={2}
      value={value}
      onChange={onChange}
      choices={(["PICKUP", "DELIVERY"] as const).map((mode) => {
        const offered = offersMode(branch, mode);
        return {
          value: mode,
          label: t(`location.${mode}`),
          disabled: !offered,
          hint: !offered && only ? t(`modeOnlyHere.${only}`) : undefined,
        };
      })}
    />
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
        <h1 className="mb-3 text-xl font-bold">{t("selectBranch")}</h1>
        <BranchChoices branches={branches} full={full} value={branchId} onChange={pickBranch} />
      </section>
      <fieldset>
        <legend className="mb-3 text-base font-bold">{t("howLegend")}</legend>
        <ModeChoices
          branch={chosen}
          value={mode}
          onChange={(orderMode) => edit((c) => ({ ...c, orderMode }))}
        />
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
