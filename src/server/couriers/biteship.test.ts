import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeBiteship } from "../../../tests/support/fake-biteship";
import { startFakeBiteship } from "../../../tests/support/fake-biteship";
import { Biteship, etaOf, failureKind } from "./biteship";
import type { BookRequest, RateRequest } from "./provider";
import { CourierError } from "./provider";

// The Biteship adapter against Biteship's API faked on loopback: the requests as Biteship
// documents them, the mapping of its answers to kedai's services, and of its failures to kinds.

const KEY = "biteship_test.eyJhbGciOiJIUzI1NiJ9.kedai-test-key";

let fake: FakeBiteship;
beforeAll(async () => {
  fake = await startFakeBiteship(KEY);
});
afterAll(() => fake.close());

const api = () => new Biteship(`${fake.url}/`, 300);

const RATES: RateRequest = {
  origin: { lat: -6.2, lng: 106.8 },
  destination: { lat: -6.25, lng: 106.85 },
  services: ["gojek/instant", "grab/instant"],
  items: [{ name: "Nasi goreng", value: 25000, quantity: 2, weight: 400 }],
};

const BOOK: BookRequest = {
  reference: "cb_123",
  service: "grab/instant",
  origin: {
    name: "Dapur Kue Kemang",
    phone: "+6281111111111",
    address: "Jl. Kemang Raya 1",
    point: { lat: -6.2, lng: 106.8 },
  },
  destination: {
    name: "Sari",
    phone: "+6281234567890",
    address: "Jl. Melati 5",
    note: "Pagar hijau",
    point: { lat: -6.25, lng: 106.85 },
  },
  items: [{ name: "Nasi goreng", value: 25000, quantity: 1, weight: 400 }],
  note: "Order 1042",
};

async function failureOf(call: Promise<unknown>): Promise<CourierError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
}

describe("Biteship", () => {
  it("asks rates by coordinates for the services' companies and keeps only the asked services", async () => {
    const rates = await api().rates(KEY, RATES);
    expect(rates).toEqual([
      { service: "gojek/instant", price: 18000, etaMinutes: { min: 60, max: 180 } },
      { service: "grab/instant", price: 19500, etaMinutes: { min: 60, max: 120 } },
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/rates/couriers");
    expect(request.authorization).toBe(KEY);
    expect(request.body).toEqual({
      origin_latitude: -6.2,
      origin_longitude: 106.8,
      destination_latitude: -6.25,
      destination_longitude: 106.85,
      couriers: "gojek,grab",
      items: [{ name: "Nasi goreng", value: 25000, weight: 400, quantity: 2 }],
    });
  });

  it("books an instant order with both contacts' coordinates and kedai's reference", async () => {
    const booked = await api().book(KEY, BOOK);
    expect(booked).toMatchObject({ status: "confirmed", cost: 18000, driverName: null });
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe("/v1/orders");
    expect(request.body).toMatchObject({
      origin_contact_name: "Dapur Kue Kemang",
      origin_contact_phone: "+6281111111111",
      origin_address: "Jl. Kemang Raya 1",
      origin_coordinate: { latitude: -6.2, longitude: 106.8 },
      destination_contact_name: "Sari",
      destination_note: "Pagar hijau",
      destination_coordinate: { latitude: -6.25, longitude: 106.85 },
      courier_company: "grab",
      courier_type: "instant",
      delivery_type: "now",
      reference_id: "cb_123",
      order_note: "Order 1042",
    });
    expect(fake.orders.get(booked.providerOrderId)?.reference_id).toBe("cb_123");
  });

  it("reads an order's driver, link and price, and cancels it", async () => {
    const { providerOrderId } = await api().book(KEY, BOOK);
    Object.assign(fake.orders.get(providerOrderId)!, { status: "allocated", price: 21000 });
    Object.assign(fake.orders.get(providerOrderId)!.courier, {
      driver_name: "Budi",
      driver_phone: "+6281299990000",
      driver_plate_number: "B 1234 KDI",
      link: "https://track.example/abc",
    });
    expect(await api().booking(KEY, providerOrderId)).toMatchObject({
      providerOrderId,
      status: "allocated",
      cost: 21000,
      driverName: "Budi",
      driverPhone: "+6281299990000",
      driverPlate: "B 1234 KDI",
      trackingLink: "https://track.example/abc",
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: "GET",
      path: `/v1/orders/${providerOrderId}`,
    });
    await api().cancel(KEY, providerOrderId, "Customer changed their mind");
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/orders/${providerOrderId}/cancel`,
      body: {
        cancellation_reason_code: "others",
        cancellation_reason: "Customer changed their mind",
      },
    });
    expect(fake.orders.get(providerOrderId)?.status).toBe("cancelled");
  });

  it("says a wrong key is unauthorized, without the key in the error", async () => {
    const error = await failureOf(api().rates("biteship_test.wrong-key", RATES));
    expect(error.kind).toBe("unauthorized");
    expect(error.message).not.toContain("wrong-key");
  });

  it("says a route no courier takes is out of range", async () => {
    const far = { ...RATES, destination: { lat: -11, lng: 106.8 } };
    expect((await failureOf(api().rates(KEY, far))).kind).toBe("out_of_range");
  });

  it("says another refusal is refused, a 5xx or a strange answer unavailable", async () => {
    fake.answerNext(400, { success: false, error: "Invalid phone number", code: 40002001 });
    expect((await failureOf(api().book(KEY, BOOK))).kind).toBe("refused");
    fake.answerNext(503, { success: false, error: "Service unavailable" });
    expect((await failureOf(api().rates(KEY, RATES))).kind).toBe("unavailable");
    fake.answerNext(200, { success: true, id: 5 });
    expect((await failureOf(api().booking(KEY, "bs1"))).kind).toBe("unavailable");
  });

  it("says a call that takes too long is unavailable", async () => {
    fake.hang(true);
    try {
      expect((await failureOf(api().rates(KEY, RATES))).kind).toBe("unavailable");
    } finally {
      fake.hang(false);
    }
  });
});

describe("etaOf and failureKind", () => {
  it("reads Biteship's durations in minutes", () => {
    expect(etaOf("1 - 3", "hours")).toEqual({ min: 60, max: 180 });
    expect(etaOf("2", "days")).toEqual({ min: 2880, max: 2880 });
    expect(etaOf("30 - 60", "minutes")).toEqual({ min: 30, max: 60 });
    expect(etaOf("soon", "hours")).toBeNull();
    expect(etaOf("1 - 2", "weeks")).toBeNull();
  });

  it("maps statuses and words to kinds", () => {
    expect(failureKind(401, "")).toBe("unauthorized");
    expect(failureKind(403, "")).toBe("unauthorized");
    expect(failureKind(500, "")).toBe("unavailable");
    expect(failureKind(429, "")).toBe("unavailable");
    expect(failureKind(400, "Distance too far for instant courier")).toBe("out_of_range");
    expect(failureKind(422, "Invalid phone")).toBe("refused");
  });
});
