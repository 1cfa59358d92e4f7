import { consoleRoutes } from "@/contract/routes-console";
import type { CreateShopInput } from "@/domain/signup-schema";
import { call } from "@/features/api/client";

// Opening a shop (issue 35 item 1): the platform host's two calls.
export const signupApi = {
  checkAddress: (name: string, signal?: AbortSignal) =>
    call(consoleRoutes.signup.shopAddress, { query: { name }, signal }),
  createShop: (body: CreateShopInput) => call(consoleRoutes.signup.createShop, { body }),
};
