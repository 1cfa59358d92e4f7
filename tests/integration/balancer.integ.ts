import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createBalancer } from "../../scripts/lib/balancer";
import { get, post } from "../support/http";
import { openSse } from "../support/sse";

// The soak bench's load balancer (scripts/lib/balancer.ts) in front of plain Node servers.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listening(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An instance that answers its name, what it was sent, and the headers it got. */
function instance(name: string, seen: http.IncomingMessage[] = []) {
  return http.createServer((req, res) => {
    seen.push(req);
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      res.setHeader("set-cookie", ["a=1", "b=2"]);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ name, body, headers: req.headers }));
    });
  });
}

async function balanced(...targets: string[]): Promise<string> {
  const balancer = createBalancer(targets);
  const url = await listening(balancer.server);
  cleanups.push(() => balancer.close());
  return url;
}

type Echo = { name: string; body: string; headers: Record<string, string> };

describe("the soak bench's balancer", () => {
  it("takes turns, keeps the Host, appends the client to X-Forwarded-For, drops hop-by-hop headers", async () => {
    const front = await balanced(
      await listening(instance("one")),
      await listening(instance("two")),
    );
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        await get(front, "/x", "demo.localhost", {
          "x-forwarded-for": "203.0.113.9",
          "keep-alive": "timeout=5",
        }),
      );
    expect(answers.map((a) => a.json<Echo>().name)).toEqual(["one", "two", "one", "two"]);
    const { headers } = answers[0]!.json<Echo>();
    expect(headers.host).toBe("demo.localhost");
    expect(headers["x-forwarded-for"]).toBe("203.0.113.9, 127.0.0.1");
    expect(headers).not.toHaveProperty("keep-alive");
    expect(answers[0]!.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
  });

  it("passes a request body and the answer through whole", async () => {
    const front = await balanced(await listening(instance("one")));
    const body = JSON.stringify({ text: "x".repeat(200_000) });
    const res = await post(front, "/api/orders", "demo.localhost", body);
    expect(res.status).toBe(200);
    expect(res.json<Echo>().body).toBe(body);
  });

  it("streams Server-Sent Events as they come, and lets go of the instance when the client leaves", async () => {
    let closed = false;
    const streaming = http.createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("event: ready\ndata: {}\n\n");
      // Quiet for longer than the balancer keeps an idle connection to an instance.
      const timer = setTimeout(() => res.write("event: tick\ndata: {}\n\n"), 1500);
      res.on("close", () => {
        clearTimeout(timer);
        closed = true;
      });
    });
    const front = await balanced(await listening(streaming));
    const stream = await openSse(front, "/events", "demo.localhost");
    expect(stream.headers["content-type"]).toBe("text/event-stream");
    await stream.next((e) => e.event === "ready", 1000);
    await stream.next((e) => e.event === "tick", 3000);
    stream.close();
    await expect.poll(() => closed, { timeout: 2000 }).toBe(true);
  });

  it("answers 502 when the instance is down", async () => {
    const gone = await listening(instance("gone"));
    await cleanups.pop()!(); // stop it; its port is now closed
    const front = await balanced(gone);
    expect((await get(front, "/", "demo.localhost")).status).toBe(502);
  });
});
