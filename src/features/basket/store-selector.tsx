"use client";

import { useRouter, useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { BRANCH_CHANGE_WARNING } from "@/domain/basket";
import { branchCookie } from "@/domain/branch-cookie";
import type { Branch } from "@/domain/storefront";
import { resolveNextPath, ROUTES } from "@/domain/routes";
import { Button } from "@/ui/button";
import { LineIcon } from "@/ui/icon";
import { notify } from "@/ui/toasts";
import { useBasket } from "./basket-provider";
import { menuOf, useBranches } from "./storefront-data";
import { TimeSection } from "./time-section";

/** Tells the server which branch to render menus for (src/proxy.ts reads the cookie). */
function rememberBranch(branchId: string) {
  document.cookie = branchCookie(branchId);
}

type BranchSummary = Pick<Branch, "id" | "name" | "address">;

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

/**
 * Spec §2 "Store selector": branch, order mode and time, applied as they are chosen (so the
 * delivery section prices from the chosen branch); Confirm returns to `next`.
 */
export function StoreSelector({
  branches,
  deliverySection,
}: {
  branches: BranchSummary[];
  deliverySection?: ReactNode;
}) {
  const router = useRouter();
  const params = useSearchParams();
  const { data: full } = useBranches();
  const branchId = useBasket((s) => s.selectedBranchId);
  const mode = useBasket((s) => s.orderMode ?? "PICKUP");
  const chooseBranch = useBasket((s) => s.chooseBranch);
  const setOrderMode = useBasket((s) => s.setOrderMode);

  const pickBranch = (id: string) => {
    const dropped = chooseBranch(id, menuOf(full, id));
    if (dropped > 0) notify("warn", BRANCH_CHANGE_WARNING);
    rememberBranch(id);
  };

  const confirm = () => {
    setOrderMode(mode); // an untouched choice means the default, Pickup
    router.replace(resolveNextPath(params.get("next"), ROUTES.home));
    router.refresh(); // the server renders the chosen branch's menu
  };

  return (
    <div className="space-y-6">
      <section>
        <h1 id="select-branch" className="mb-3 text-xl font-bold">
          Select a branch
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
                <span className="block font-semibold">{b.name}</span>
                <span className="block text-sm text-neutral-600">{b.address.address}</span>
              </span>
              <Check on={branchId === b.id} />
            </label>
          ))}
        </div>
      </section>
      <fieldset>
        <legend className="mb-3 text-base font-bold">How do you want it?</legend>
        <div role="radiogroup" aria-label="Order mode" className="grid grid-cols-2 gap-2">
          {(["PICKUP", "DELIVERY"] as const).map((value) => (
            <label key={value} className={`${choice} justify-center`}>
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setOrderMode(value)}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              <span className="font-semibold">{value === "PICKUP" ? "Pickup" : "Delivery"}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {mode === "DELIVERY" && deliverySection}
      <TimeSection />
      <Button onClick={confirm} disabled={!branchId} className="w-full">
        Confirm
      </Button>
    </div>
  );
}
