import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake took: method, path, the Authorization header and the JSON body. */
export interface FakeBiteshipRequest {
  method: string;
  path: string;
  authorization: string;
  body: Record<string, unknown> | null;
}

/** What the fake's orders look like, as Biteship's GET /v1/orders/{id} answers them. */
export interface FakeBiteshipOrder {
  id: string;
  status: string;
  price: number;
  reference_id?: string;
  courier: {
    tracking_id: string | null;
    waybill_id: string | null;
    company: string;
    type: string;
    link: string | null;
    driver_name: string | null;
    driver_phone: string | null;
    driver_plate_number: string | null;
  };
}

/**
 * Biteship's API on loopback (biteship.com/id/docs/api), for one key: POST /v1/rates/couriers
 * answers `pricing` for gojek and grab (instant and same day, plus a courier kedai does not offer),
 * POST /v1/orders makes an order, GET /v1/orders/{id} and POST /v1/orders/{id}/cancel. Errors come
 * as Biteship's `{success: false, error, code}`: another key 401; a destination latitude below -10
 * 400 "No courier available for requested route"; `next` answers the next call with a status and
 * body of the test's choosing; `hang` never answers.
 */
export async function startFakeBiteship(key: string) {
  const requests: FakeBiteshipRequest[] = [];
  const orders = new Map<string, FakeBiteshipOrder>();
  let serial = 0;
  let hang = false;
  let next: { status: number; body: unknown } | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (hang) return;
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) =>
        answer(status, { success: false, error: message, code });
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        return error(400, 40000001, "Invalid JSON");
      }
      const path = req.url ?? "";
      const method = req.method ?? "";
      requests.push({ method, path, authorization: req.headers.authorization ?? "", body });
      if (next) {
        const { status, body: said } = next;
        next = null;
        return answer(status, said);
      }
      if (req.headers.authorization !== key)
        return error(401, 40101001, "Authorization failed, please check your API key");
      if (method === "POST" && path === "/v1/rates/couriers") {
        if (Number(body?.destination_latitude) < -10)
          return error(400, 40001010, "No courier available for requested route");
        const offered = String(body?.couriers ?? "").split(",");
        const pricing = [
          ["gojek", "instant", 18000, "1 - 3", "hours"],
          ["gojek", "same_day", 15000, "6 - 8", "hours"],
          ["grab", "instant", 19500, "1 - 2", "hours"],
          ["grab", "same_day", 16000, "6 - 8", "hours"],
          ["gojek", "cargo", 90000, "1", "days"],
        ]
          .filter(([company]) => offered.includes(company as string))
          .map(([company, type, price, range, unit]) => ({
            company,
            courier_name: company,
            courier_code: company,
            courier_service_name: type,
            courier_service_code: type,
            type,
            duration: `${range} ${unit}`,
            shipment_duration_range: range,
            shipment_duration_unit: unit,
            price,
            shipping_fee: price,
          }));
        return answer(200, { success: true, object: "courier_pricing", pricing });
      }
      if (method === "POST" && path === "/v1/orders") {
        const order: FakeBiteshipOrder = {
          id: `bs${++serial}`,
          status: "confirmed",
          price: 18000,
          reference_id: String(body?.reference_id ?? ""),
          courier: {
            tracking_id: `trk${serial}`,
            waybill_id: null,
            company: String(body?.courier_company ?? ""),
            type: String(body?.courier_type ?? ""),
            link: null,
            driver_name: null,
            driver_phone: null,
            driver_plate_number: null,
          },
        };
        orders.set(order.id, order);
        return answer(200, { success: true, object: "order", ...order });
      }
      const match = /^\/v1\/orders\/([^/]+)(\/cancel)?$/.exec(path);
      const order = match && orders.get(decodeURIComponent(match[1]!));
      if (!order) return error(404, 40401001, "Order not found");
      if (match[2] && method === "POST") {
        order.status = "cancelled";
        return answer(200, { success: true, object: "order", id: order.id, status: "cancelled" });
      }
      if (method === "GET") return answer(200, { success: true, object: "order", ...order });
      return error(404, 40400000, "Unknown path");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    orders,
    /** The next call's answer, whatever it asks. */
    answerNext(status: number, body: unknown) {
      next = { status, body };
    },
    hang(on: boolean) {
      hang = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeBiteship = Awaited<ReturnType<typeof startFakeBiteship>>;
