"use client";

import type { OwnerBrand } from "@/contract";
import { BrandColorsForm } from "./brand-colors";
import { BrandLogo } from "./brand-logo";
import { BrandMessages } from "./brand-messages";
import { BrandShopForm } from "./brand-shop-form";
import { OwnDomain } from "./own-domain";

/**
 * The Brand page (issue 19 item 4): the shop's name and language, its logo, its colours and the
 * messages its customers get. Each part saves on its own, as the next revision of the brand; the
 * shop's own domain (issue 35 item 7) is no part of the document and saves to its own endpoints.
 */
export function BrandSettings({ owner }: { owner: OwnerBrand }) {
  // A new revision opens the forms afresh, with what was saved.
  return (
    <div key={owner.revision} className="space-y-6">
      <BrandShopForm owner={owner} />
      <BrandLogo owner={owner} />
      <BrandColorsForm owner={owner} />
      <BrandMessages owner={owner} />
      <OwnDomain />
    </div>
  );
}
