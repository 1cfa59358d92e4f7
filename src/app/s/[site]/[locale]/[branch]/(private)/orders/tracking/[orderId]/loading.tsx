import { AuthActions } from "@/features/auth/auth-actions";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { TrackingPending } from "@/features/orders/tracking-view";

// The page is rendered per request with the order in it; until it comes (a slow network), the
// spec's pulsing indicator under the top bar (issue 32 item 3). Next.js prefetches this boundary.
export default function TrackingLoading() {
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <main className="mx-auto max-w-md px-4 py-4">
        <TrackingPending />
      </main>
    </>
  );
}
