import { routes } from "@/contract/routes";
import type { ProfileInput } from "@/domain/account-schema";
import { call } from "@/features/api/client";

// The account page's calls (issue 32 item 8, docs/privacy.md).
export const accountApi = {
  profile: (id: string) => call(routes.account.profile, { params: { id } }),
  save: (id: string, body: ProfileInput) =>
    call(routes.account.saveProfile, { params: { id }, body }),
  recentAddresses: (id: string) => call(routes.orders.recentAddresses, { params: { id } }),
  hideAddress: (id: string, address: { address: string; addressDetails?: string }) =>
    call(routes.account.hideAddress, { params: { id }, body: address }),
  exportData: (id: string) => call(routes.account.exportData, { params: { id } }),
  deleteAccount: (id: string) =>
    call(routes.account.deleteAccount, { params: { id }, body: { confirm: true } }),
};
