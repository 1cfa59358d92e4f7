import { api } from "@/contract";
import { standinCourierBookings } from "@/server/couriers/standin-page";
import { route } from "@/server/route";

export const GET = route(api.couriers.standinBookings, ({ brand, query }) =>
  standinCourierBookings(brand, query.booking),
);
