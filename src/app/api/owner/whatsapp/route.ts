import { api } from "@/contract";
import { saveOwnerWhatsapp, whatsappView } from "@/server/owner/whatsapp";
import { route } from "@/server/route";

const owner = (role: { name: string }, signedIn: { user: { phoneNumber: string } }) => ({
  name: role.name,
  phoneNumber: signedIn.user.phoneNumber,
});

export const GET = route(api.owner.whatsapp, ({ brand, role, signedIn }) =>
  whatsappView(brand, owner(role, signedIn)),
);

export const POST = route(api.owner.saveWhatsapp, ({ brand, role, signedIn, body }) =>
  saveOwnerWhatsapp(brand, owner(role, signedIn), body),
);
