import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { readBrand } from "../support/brand-files";
import { signIn } from "../support/sessions";
import { locationsForFile } from "../support/database";
import { get, post } from "../support/http";
import { orderRow } from "../support/rows";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";
import { pickupOrder } from "../support/order-bodies";

// Issue 14, item 7: order codes a person can read aloud at a counter, old codes still tracked.

const host = "demo.localhost";
const PHONE = "+6281100000141";
const settings = {
  AUTH_TEST_PHONE_NUMBERS: `${PHONE}:12345`,
  OTP_IP_PER_HOUR: "1000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
};
/** No 0/O, no 1/I/L (nor l: one case), so nothing on a receipt reads two ways. */
const READABLE = /^[2-9A-HJKMNP-Z]{20}$/;
/** An id as the server made them before: 20 letters and digits of both cases, look-alikes included. */
const OLD_ID = "aB0lI1oO9zQ8xY7wV6uT";

const demo = readBrand("brands/demo.json");
const kemang = demo.branches[0];
const cake = demo.menus.find((m: { id: string }) => m.id === kemang.menuId).sections[0]
  .items[0] as {
  uid: string;
  price: number;
  name: string;
  description: string;
  images: { src: string }[];
};
const pickup = pickupOrder(kemang.id, [{ itemId: cake.uid, qty: 1 }]);

const { location, defer } = locationsForFile("order-ids");

describe("order ids", () => {
  it("new orders get readable ids; an order kept with an old-style id is still found and tracked", async () => {
    const loc = await location();
    let server: RunningServer = await startServer(loc, settings);
    defer(() => server.stop());
    const alice = await signIn(server.baseUrl, PHONE);

    const placed: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await post(server.baseUrl, "/api/orders/demo/customer", host, pickup, {
        ...alice.headers,
        "x-idempotency-key": randomUUID(),
      });
      expect(res.status).toBe(200);
      placed.push(res.json<{ data: { uid: string } }>().data.uid);
    }
    for (const uid of placed) expect(uid).toMatch(READABLE);
    expect(new Set(placed).size).toBe(placed.length);

    // The database as an older server left it: one order under an id of the old alphabet.
    await server.stop();
    const handle = await openDatabase(loc);
    try {
      await handle.db.insert(orders).values(
        orderRow({
          id: OLD_ID,
          brandId: "demo",
          customerId: alice.uid,
          branchId: kemang.id,
          selectedBranch: {
            id: kemang.id,
            name: kemang.name,
            phoneNumber: kemang.phoneNumber,
            address: {
              address: kemang.address.address,
              lat: kemang.address.lat,
              lng: kemang.address.lng,
            },
          },
          basket: {
            currency: "IDR",
            items: [
              {
                uid: cake.uid,
                itemId: cake.uid,
                qty: 1,
                price: cake.price,
                name: cake.name,
                description: cake.description,
                images: cake.images,
              },
            ],
          },
          total: cake.price,
        }),
      );
    } finally {
      await handle.close();
    }
    server = await startServer(loc, settings);

    const old = await get(server.baseUrl, `/api/orders/demo/${OLD_ID}`, host, alice.headers);
    expect(old.status).toBe(200);
    expect(old.json<{ data: { uid: string; total: number } }>().data).toMatchObject({
      uid: OLD_ID,
      total: cake.price,
    });
    const fresh = await get(server.baseUrl, `/api/orders/demo/${placed[0]}`, host, alice.headers);
    expect(fresh.status).toBe(200);

    const list = await get(server.baseUrl, `/api/me/${alice.uid}/orders`, host, alice.headers);
    expect(list.status).toBe(200);
    const uids = list.json<{ data: { uid: string }[] }>().data.map((o) => o.uid);
    expect(uids.sort()).toEqual([...placed, OLD_ID].sort());

    const page = await get(server.baseUrl, `/orders/tracking/${OLD_ID}`, host);
    expect(page.status).toBe(200);
  });
});
