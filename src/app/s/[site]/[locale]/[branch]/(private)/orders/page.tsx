import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { OrdersList } from "@/features/orders/orders-list";

export default function OrdersPage() {
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <Protected>
        <main className="mx-auto max-w-md px-4 py-4">
          <OrdersList />
        </main>
      </Protected>
    </>
  );
}
