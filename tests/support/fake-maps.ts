import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, "../fixtures/maps", `${name}.json`), "utf8");

export type FakeMode = "ok" | "denied" | "zero" | "http500" | "hang" | "noroute" | "invalid";

/**
 * Google Maps and OSRM on loopback, answering with the providers' documented response shapes
 * (tests/fixtures/maps) or with their error answers, as `mode` says. Records what it was asked.
 */
export async function startFakeMaps() {
  let mode: FakeMode = "ok";
  let delayMs = 0;
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(url);
    const send = (status: number, body: string) =>
      void setTimeout(
        () => res.writeHead(status, { "content-type": "application/json" }).end(body),
        delayMs,
      );
    if (mode === "hang") return; // never answers: the adapter's timeout must fire
    if (mode === "http500") return send(500, "{}");
    if (url.pathname === "/maps/api/place/autocomplete/json") {
      return send(
        200,
        mode === "denied"
          ? fixture("google-denied")
          : mode === "zero"
            ? fixture("google-zero")
            : fixture("google-autocomplete-ok"),
      );
    }
    if (url.pathname === "/maps/api/geocode/json") {
      return send(
        200,
        mode === "denied"
          ? fixture("google-denied")
          : mode === "zero"
            ? fixture("google-zero")
            : fixture("google-geocode-ok"),
      );
    }
    if (url.pathname.startsWith("/route/v1/driving/")) {
      if (mode === "noroute") return send(400, fixture("osrm-noroute"));
      if (mode === "invalid") return send(400, fixture("osrm-invalid"));
      return send(200, fixture("osrm-route-ok"));
    }
    return send(404, "{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next: FakeMode) {
      mode = next;
    },
    /** Every answer from now on comes `ms` late (a slow provider). */
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The settings that send places, geocoding and routing to a fake maps server at `url`. */
export const paidMapsEnv = (url: string) => ({
  GEO_PROVIDER: "google",
  GOOGLE_MAPS_API_KEY: "test-key-0123456789",
  GOOGLE_MAPS_BASE_URL: url,
  ROUTING_PROVIDER: "osrm",
  OSRM_URL: url,
});
