import { customerRoutes } from "@/contract/routes-customer";
import type { ProfileInput } from "@/domain/account-schema";
import { call } from "@/features/api/client";

// The account page's calls (issue 32 item 8, docs/privacy.md).
export const accountApi = {
  profile: (id: string) => call(customerRoutes.account.profile, { params: { id } }),
  save: (id: string, body: ProfileInput) =>
    call(customerRoutes.account.saveProfile, { params: { id }, body }),
  recentAddresses: (id: string) => call(customerRoutes.orders.recentAddresses, { params: { id } }),
  hideAddress: (id: string, address: { address: string; addressDetails?: string }) =>
    call(customerRoutes.account.hideAddress, { params: { id }, body: address }),
  exportData: (id: string) => call(customerRoutes.account.exportData, { params: { id } }),
  deleteAccount: (id: string) =>
    call(customerRoutes.account.deleteAccount, { params: { id }, body: { confirm: true } }),
};
