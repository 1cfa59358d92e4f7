import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedSms {
  to: string;
  message: string;
  brandId: string;
  signatureValid: boolean;
  /** X-Kedai-Message-Id: the same on every retry of one message. */
  messageId?: string;
}

/** A stand-in SMS gateway on loopback for the webhook provider: records what it is sent. */
export async function startSmsGateway(secret: string) {
  const received: ReceivedSms[] = [];
  let failuresLeft = 0;
  let attempts = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      attempts++;
      if (failuresLeft > 0) {
        failuresLeft--;
        res.writeHead(503).end("gateway down");
        return;
      }
      const expected = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
      const message = JSON.parse(body) as Omit<ReceivedSms, "signatureValid" | "messageId">;
      received.push({
        ...message,
        signatureValid: req.headers["x-kedai-signature"] === expected,
        messageId: req.headers["x-kedai-message-id"] as string | undefined,
      });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    attempts: () => attempts,
    /** The next `n` deliveries answer 503. */
    failNext(n: number) {
      failuresLeft = n;
    },
    /** The code in the last message to `to`. */
    codeFor(to: string): string {
      const last = received.filter((m) => m.to === to).at(-1);
      const code = last && /\b(\d{5})\b/.exec(last.message)?.[1];
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
