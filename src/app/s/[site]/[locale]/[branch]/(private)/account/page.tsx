import { AccountView } from "@/features/auth/account-view";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";

export default function AccountPage() {
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <Protected>
        <AccountView />
      </Protected>
    </>
  );
}
