"use client";

import { createContext, useContext } from "react";

export interface BrandView {
  id: string;
  name: string;
  logoSrc: string;
  logoAlt: string;
  currency: string;
  /** IANA time zone: clock times are shown in the shop's zone. */
  timeZone: string;
  /** The branch whose menu this page shows: the chosen one, or the first until one is chosen. */
  pageBranchId: string;
  /** Map tile URL template ({z}/{x}/{y}) for the address map (MAP_TILE_URL). */
  mapTileUrl: string;
}

const BrandContext = createContext<BrandView | null>(null);

export function BrandProvider({
  brand,
  children,
}: {
  brand: BrandView;
  children: React.ReactNode;
}) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandView {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error("useBrand must be used inside BrandProvider");
  return brand;
}
