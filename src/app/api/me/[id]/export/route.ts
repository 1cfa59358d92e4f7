import { api } from "@/contract";
import { accountExport } from "@/server/account/export";
import { jsonFile, route } from "@/server/route";

export const GET = route(api.account.exportData, async ({ brand, signedIn }) => {
  const data = await accountExport(brand, signedIn.user, signedIn.sessionId);
  return jsonFile(`${brand.id}-my-data-${data.exportedAt.slice(0, 10)}.json`, data);
});
