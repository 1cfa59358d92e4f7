import net from "node:net";

/**
 * A TCP relay between the app and PostgreSQL, to take the database away from one server without
 * stopping the machine's PostgreSQL (other tests use it). `cut()` drops every open connection and
 * from then on accepts new ones but never answers (the worst case: no refusal, only silence);
 * `restore()` lets connections through again.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  let down = false;
  const open = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (down) {
      held.add(client);
      client.on("error", () => undefined);
      client.on("close", () => held.delete(client));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on("error", () => undefined);
      s.on("close", () => {
        open.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut() {
      down = true;
      for (const s of open) s.destroy();
    },
    restore() {
      down = false;
      for (const s of held) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of [...open, ...held]) s.destroy();
        server.close(() => resolve());
      }),
  };
}
