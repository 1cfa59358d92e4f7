import { api } from "@/contract";
import { generateCodes, promotionCodesFile } from "@/server/owner/promotions";
import { csvFile, route } from "@/server/route";

export const POST = route(api.owner.generateCodes, ({ brand, params, body }) =>
  generateCodes(brand, params.promotionId, body),
);

export const GET = route(api.owner.promotionCodes, async ({ brand, params }) => {
  const file = await promotionCodesFile(brand.id, params.promotionId);
  return csvFile(file.fileName, file.text);
});
