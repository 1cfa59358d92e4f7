import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { TrackingView } from "@/features/orders/tracking-view";

export function generateStaticParams(): { orderId: string }[] {
  return [];
}

type Props = { params: Promise<{ orderId: string }> };

export default async function TrackingPage({ params }: Props) {
  const { orderId } = await params;
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <Protected>
        <main className="mx-auto max-w-md px-4 py-4">
          <TrackingView orderId={decodeURIComponent(orderId)} />
        </main>
      </Protected>
    </>
  );
}
