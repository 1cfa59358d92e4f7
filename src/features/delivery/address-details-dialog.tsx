"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { useBrand } from "@/ui/brand-context";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { TextField } from "@/ui/form";

const LeafletMap = dynamic(() => import("./leaflet-map"), {
  ssr: false,
  loading: () => <div className="h-48 w-full animate-pulse rounded-2xl bg-surface-variant" />,
});

/** Spec §2 "Address-details dialog": the map, the address, and free-text location details. */
export function AddressDetailsDialog({
  open,
  onClose,
  address,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  address: DeliveryAddress | null;
  onSave: (details: string) => void;
}) {
  const t = useTranslations("delivery");
  const { mapTileUrl } = useBrand();
  const [details, setDetails] = useState(address?.addressDetails ?? "");
  return (
    <Dialog open={open} onClose={onClose} title={t("addressDetails")}>
      {!address ? (
        <p>{t("details.selectAddressFirst")}</p>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSave(details.trim());
          }}
        >
          <LeafletMap
            lat={address.lat}
            lng={address.lng}
            tileUrl={mapTileUrl}
            label={address.name}
          />
          <p>
            <span className="block font-semibold">{address.name}</span>
            <span className="text-sm text-neutral-700">{address.address}</span>
          </p>
          <TextField
            label={t("details.locationDetails")}
            value={details}
            maxLength={200}
            onChange={setDetails}
            placeholder={t("details.locationDetailsPlaceholder")}
          />
          <Button type="submit" className="w-full">
            {t("details.save")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
