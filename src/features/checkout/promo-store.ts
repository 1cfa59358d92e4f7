"use client";

import { useEffect } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * What the customer asked of promotions at checkout (issue 39): the code they applied and whether
 * to redeem their reward. Kept for the tab's session, so the transfer page, a reload or a trip to
 * sign in loses none of it; cleared when the order is placed. Prices are never kept here: the
 * server's preview says them (use-price-preview.ts).
 */
interface PromoChoice {
  /** The code applied (normalized), or null. */
  code: string | null;
  redeemReward: boolean;
  /** Placing found a promotion changed since the preview: said at the total until the next try. */
  changed: boolean;
  setCode(code: string | null): void;
  setRedeemReward(redeem: boolean): void;
  setChanged(changed: boolean): void;
  clear(): void;
}

export const usePromoChoice = create<PromoChoice>()(
  persist(
    (set) => ({
      code: null,
      redeemReward: false,
      changed: false,
      setCode: (code) => set({ code, changed: false }),
      setRedeemReward: (redeemReward) => set({ redeemReward, changed: false }),
      setChanged: (changed) => set({ changed }),
      clear: () => set({ code: null, redeemReward: false, changed: false }),
    }),
    {
      name: "kedai-promo",
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ code, redeemReward }) => ({ code, redeemReward }),
      // Read after the page is live, so the server's render and the first one agree.
      skipHydration: true,
    },
  ),
);

/** The tab's choice read back once the page is live. */
export function useRestorePromoChoice(): void {
  useEffect(() => {
    void usePromoChoice.persist.rehydrate();
  }, []);
}
