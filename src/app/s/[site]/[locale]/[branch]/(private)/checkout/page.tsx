import { AuthActions } from "@/features/auth/auth-actions";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { CheckoutView } from "@/features/checkout/checkout-view";

export default function CheckoutPage() {
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <main className="mx-auto max-w-md px-4 py-4">
        <CheckoutView />
      </main>
    </>
  );
}
