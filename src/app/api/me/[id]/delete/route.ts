import { api } from "@/contract";
import { deleteAccount } from "@/server/account/delete-account";
import { clearSessionCookie } from "@/server/auth/http";
import { ok } from "@/server/http";
import { route } from "@/server/route";

export const POST = route(api.account.deleteAccount, async ({ brand, signedIn, request }) => {
  const response = ok(await deleteAccount(brand, signedIn.user));
  clearSessionCookie(response, request);
  return response;
});
