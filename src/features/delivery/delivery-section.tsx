"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { formatMoney } from "@/domain/money";
import { useBasket, useStoreChoice } from "@/features/basket/basket-provider";
import { useBranches, useStoreConfigs } from "@/features/basket/storefront-data";
import { Button } from "@/ui/button";
import { AddressDetailsDialog } from "./address-details-dialog";
import { DeliveryOptionsDialog } from "./delivery-options-dialog";
import { LocationDialog } from "./location-dialog";

type Open = "location" | "details" | "options" | null;

/**
 * Where to deliver and how: the three dialogs of spec §2, in the order a customer meets them.
 * It edits the store selector's choice (priced from the branch chosen there), which the
 * selector's Confirm applies to the basket.
 */
export function DeliverySection() {
  const t = useTranslations("delivery");
  const [open, setOpen] = useState<Open>(null);
  const { choice, setAddress, setDeliveryMethod } = useStoreChoice();
  const { deliveryAddress: address, deliveryMethod: method, selectedBranchId: branchId } = choice;
  const currency = useBasket((s) => s.basket.currency);
  const items = useBasket((s) => s.basket.items);
  const branch = useBranches().data?.find((b) => b.id === branchId);
  const blocks = useStoreConfigs().data?.salesChannels.customerApp.shippingBlocks ?? [];

  return (
    <section
      aria-labelledby="deliver-to"
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-black/5"
    >
      <h2 id="deliver-to" className="text-base font-bold">
        {t("deliverTo")}
      </h2>
      {address ? (
        <p>
          <span className="block font-semibold">{address.name}</span>
          <span className="block text-sm text-neutral-700">
            {[address.addressDetails, address.address].filter(Boolean).join(" · ")}
          </span>
        </p>
      ) : (
        <p className="text-sm text-neutral-700">{t("noAddress")}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outlined" onClick={() => setOpen("location")}>
          {address ? t("changeAddress") : t("chooseAddress")}
        </Button>
        <Button variant="outlined" onClick={() => setOpen("details")}>
          {t("addressDetails")}
        </Button>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-black/10 pt-3">
        <p className="text-sm">
          <span className="block font-semibold">
            {method ? method.humanReadableName : t("deliveryMethod")}
          </span>
          <span className="text-neutral-700">
            {method
              ? `${formatMoney(method.price, currency)}${method.courier?.etaMinutes ? ` · ${t("couriers.eta", method.courier.etaMinutes)}` : ""}`
              : t("notChosen")}
          </span>
        </p>
        <Button
          variant="outlined"
          disabled={!address || !branch}
          onClick={() => setOpen("options")}
        >
          {method ? t("change") : t("choose")}
        </Button>
      </div>

      {open === "location" && (
        <LocationDialog
          open
          onClose={() => setOpen(null)}
          onDeliverHere={(picked) => {
            setAddress(picked); // clears the delivery method: its price depends on the address
            setOpen("details");
          }}
        />
      )}
      {open === "details" && (
        <AddressDetailsDialog
          open
          address={address}
          onClose={() => setOpen(null)}
          onSave={(addressDetails) => {
            if (address) setAddress({ ...address, addressDetails });
            setOpen(branch ? "options" : null);
          }}
        />
      )}
      {open === "options" && address && branch && (
        <DeliveryOptionsDialog
          open
          onClose={() => setOpen(null)}
          branchId={branch.id}
          branch={branch.address}
          address={address}
          items={items}
          blocks={blocks}
          currency={currency}
          onConfirm={(chosen) => {
            setDeliveryMethod(chosen);
            setOpen(null);
          }}
        />
      )}
    </section>
  );
}
