import { api } from "@/contract";
import { removeOwnerWhatsapp } from "@/server/owner/whatsapp";
import { route } from "@/server/route";

export const POST = route(api.owner.removeWhatsapp, ({ brand, role, signedIn }) =>
  removeOwnerWhatsapp(brand, { name: role.name, phoneNumber: signedIn.user.phoneNumber }),
);
