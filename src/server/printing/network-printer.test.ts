import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { printerAddress, sendRaw } from "./network-printer";
import { PrinterError } from "./printer";

// The network printer's contract, against a fake printer on loopback (a raw port 9100 takes
// bytes and answers nothing). Loopback is refused for a branch's printer (src/domain/printer.ts),
// so the test sends with sendRaw, below that check; printerAddress is the check.

const servers: net.Server[] = [];
const connections = new Set<net.Socket>();
/** A server on loopback, its connections ended after each test. */
async function listen(server: net.Server): Promise<number> {
  servers.push(server);
  server.on("connection", (socket) => connections.add(socket));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return (server.address() as net.AddressInfo).port;
}
afterEach(async () => {
  connections.forEach((socket) => socket.destroy());
  connections.clear();
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A fake printer: what each connection sent, once it ended. `close`: whether it hangs up. */
async function fakePrinter({ close = true } = {}) {
  const received: Buffer[] = [];
  const server = net.createServer({ allowHalfOpen: !close }, (socket) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => received.push(Buffer.concat(chunks)));
  });
  return { port: await listen(server), received };
}

describe("the network printer", () => {
  it("sends the bytes whole and closes, for a printer that hangs up and one that does not", async () => {
    const bytes = Buffer.concat([Buffer.from([0x1b, 0x40]), Buffer.alloc(200_000, 0x41)]);
    for (const close of [true, false]) {
      const printer = await fakePrinter({ close });
      await sendRaw("127.0.0.1", printer.port, bytes);
      await expect.poll(() => printer.received.length).toBe(1);
      expect(printer.received[0]!.equals(bytes)).toBe(true);
    }
  });

  it("fails as unreachable when nothing listens", async () => {
    const printer = await fakePrinter();
    await new Promise((done) => servers.pop()!.close(done));
    const sent = sendRaw("127.0.0.1", printer.port, Buffer.from("x"));
    await expect(sent).rejects.toBeInstanceOf(PrinterError);
    await expect(sent).rejects.toMatchObject({ reason: "unreachable" });
    await expect(sent).rejects.toThrow(/^unreachable: 127\.0\.0\.1:\d+: ECONNREFUSED$/);
  });

  it("fails as a timeout when the printer does not take the bytes in time", async () => {
    // A printer that reads nothing: its buffers fill and the send never finishes.
    const port = await listen(net.createServer((socket) => socket.pause()));
    const sent = sendRaw("127.0.0.1", port, Buffer.alloc(64 * 1024 * 1024), 300);
    await expect(sent).rejects.toMatchObject({ reason: "timeout" });
    await expect(sent).rejects.toThrow(/took no printout in 0.3 s/);
  });

  it("sends to a name's IPv4 address, and refuses one that is this machine or unknown", async () => {
    expect(await printerAddress("192.168.1.50")).toBe("192.168.1.50");
    await expect(printerAddress("localhost")).rejects.toMatchObject({ reason: "address" });
    await expect(printerAddress("127.0.0.1")).rejects.toThrow(
      /not a printer on the shop's network/,
    );
    await expect(printerAddress("printer.invalid")).rejects.toMatchObject({ reason: "not-found" });
  });
});
