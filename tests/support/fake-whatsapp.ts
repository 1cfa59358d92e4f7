import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake took: its path, bearer token and JSON body. */
export interface FakeWhatsAppRequest {
  path: string;
  token: string;
  body: {
    messaging_product?: string;
    recipient_type?: string;
    to?: string;
    type?: string;
    template?: {
      name?: string;
      language?: { code?: string };
      components?: { type: string; sub_type?: string; index?: string; parameters: unknown[] }[];
    };
  };
}

/**
 * Meta's Cloud API on loopback (developers.facebook.com/docs/whatsapp/cloud-api/reference/messages
 * and …/support/error-codes), for the templates and accounts a test names. POST
 * /v21.0/{phone-number-id}/messages answers `{messaging_product, contacts, messages: [{id}]}`;
 * errors come as Meta's `{error: {message, type, code, fbtrace_id}}`:
 * a wrong token 401 (code 190), a template it does not know 404 (code 132001), and by the
 * number's last four digits: …0003 400 (code 131026, undeliverable), …0005 500 (code 131000),
 * …0006 400 (code 130429, rate limit hit). `hang` never answers.
 */
export async function startFakeWhatsApp(accounts: Record<string, string>, templates: string[]) {
  const requests: FakeWhatsAppRequest[] = [];
  let serial = 0;
  let hang = false;
  const known = new Set(["hello_world", ...templates]);
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
        answer(status, {
          error: { message, type: "OAuthException", code, fbtrace_id: `trace${++serial}` },
        });
      const match = /^\/v21\.0\/([^/]+)\/messages$/.exec(req.url ?? "");
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      let body: FakeWhatsAppRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as FakeWhatsAppRequest["body"];
      } catch {
        return error(400, 100, "(#100) Invalid JSON");
      }
      requests.push({ path: req.url ?? "", token, body });
      if (req.method !== "POST" || !match) return error(404, 100, "Unknown path");
      const phoneNumberId = decodeURIComponent(match[1]!);
      if (accounts[phoneNumberId] === undefined || accounts[phoneNumberId] !== token)
        return error(401, 190, "Invalid OAuth access token - Cannot parse access token");
      if (body.messaging_product !== "whatsapp" || body.type !== "template" || !body.to)
        return error(400, 100, "(#100) Invalid parameter");
      if (!known.has(body.template?.name ?? ""))
        return error(404, 132001, "(#132001) Template name does not exist in the translation");
      const to = body.to;
      if (to.endsWith("0003")) return error(400, 131026, "Message undeliverable");
      if (to.endsWith("0005")) return error(500, 131000, "Something went wrong");
      if (to.endsWith("0006")) return error(400, 130429, "(#130429) Rate limit hit");
      answer(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.fake${++serial}` }],
      });
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    requests,
    /** The requests sent to `to` (E.164 or without its +). */
    to: (phone: string) => requests.filter((r) => r.body.to === phone.replace(/^\+/, "")),
    hang(on: boolean) {
      hang = on;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;
