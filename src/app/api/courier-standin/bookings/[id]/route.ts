import { api } from "@/contract";
import { pressOnStandin } from "@/server/couriers/standin-page";
import { route } from "@/server/route";

export const POST = route(api.couriers.standinPress, ({ brand, params, body }) =>
  pressOnStandin(brand, params.id, body.event),
);
