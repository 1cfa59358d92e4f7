import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { ContinuePayment } from "@/features/checkout/continue-payment";

export default function PaymentPage() {
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <Protected>
        <main className="mx-auto max-w-md px-4 py-4">
          <ContinuePayment />
        </main>
      </Protected>
    </>
  );
}
