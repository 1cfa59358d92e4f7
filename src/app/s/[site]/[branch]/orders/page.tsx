import Link from "next/link";
import { MESSAGES } from "@/domain/messages";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";

// The list itself arrives with checkout and orders (issue 6); until then a signed-in customer
// has placed no orders here.
export default function OrdersPage() {
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <Protected>
        <main className="mx-auto max-w-md space-y-4 px-5 py-6">
          <h1 className="text-2xl font-bold">{MESSAGES.yourOrders}</h1>
          <p className="text-neutral-700">You have no orders yet.</p>
          <Link href="/" className="font-semibold text-primary underline">
            See the menu
          </Link>
        </main>
      </Protected>
    </>
  );
}
