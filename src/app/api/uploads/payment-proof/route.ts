import { api } from "@/contract";
import { route } from "@/server/route";
import { formImage } from "@/server/uploads/form-image";
import { MAX_UPLOAD_BYTES, savePaymentProof } from "@/server/uploads/uploads";

export const POST = route(api.uploads.paymentProof, async ({ brand, signedIn, request }) =>
  savePaymentProof(brand, signedIn.user.uid, await formImage(request, MAX_UPLOAD_BYTES)),
);
