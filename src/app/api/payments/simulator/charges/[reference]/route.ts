import { api } from "@/contract";
import { simulate, simulatedCharge } from "@/server/payments/simulator-pages";
import { route } from "@/server/route";

export const GET = route(api.payments.simulatedCharge, ({ brand, params }) =>
  simulatedCharge(brand, params.reference),
);

export const POST = route(api.payments.simulate, ({ brand, params, body }) =>
  simulate(brand, params.reference, body.outcome),
);
