import { api } from "@/contract";
import { testOwnerWhatsapp } from "@/server/owner/whatsapp";
import { route } from "@/server/route";

export const POST = route(api.owner.testWhatsapp, ({ brand, role, signedIn }) =>
  testOwnerWhatsapp(brand.id, { name: role.name, phoneNumber: signedIn.user.phoneNumber }),
);
