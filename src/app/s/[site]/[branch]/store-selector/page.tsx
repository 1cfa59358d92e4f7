import { notFound } from "next/navigation";
import { Suspense } from "react";
import { AuthActions } from "@/features/auth/auth-actions";
import { StoreSelector } from "@/features/basket/store-selector";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { DeliverySection } from "@/features/delivery/delivery-section";
import { loadSite } from "@/server/site";

type Props = { params: Promise<{ site: string }> };

/** /store-selector?next=…: branch, order mode and time (spec §2). */
export default async function StoreSelectorPage({ params }: Props) {
  const storefront = await loadSite((await params).site);
  if (!storefront) notFound();
  const branches = storefront.branches.map(({ id, name, address }) => ({ id, name, address }));
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <main className="mx-auto max-w-md px-5 py-6">
        <Suspense>
          <StoreSelector branches={branches} deliverySection={<DeliverySection />} />
        </Suspense>
      </main>
    </>
  );
}
