import dgram from "node:dgram";
import { isIPv4, isIPv6 } from "node:net";

// A DNS server on loopback for the real DNS adapter's contract test (src/server/dns/lookup.test.ts):
// UDP, one question a query, answers from a table, written by hand in the wire format of RFC 1035
// (header, question, resource records) rather than a dependency. A name's records are CNAMEs (a
// host name) or addresses (A, AAAA); an unknown name is NXDOMAIN; `fail` names answer SERVFAIL.

const TYPE = { A: 1, CNAME: 5, AAAA: 28 } as const;

export interface FakeDns {
  /** `127.0.0.1:port`, for Resolver.setServers. */
  server: string;
  /** Every question asked, as `type name`. */
  asked: string[];
  close(): Promise<void>;
}

function encodeName(name: string): Buffer {
  const parts = name.replace(/\.$/, "").split(".").filter(Boolean);
  return Buffer.concat([
    ...parts.map((p) => Buffer.concat([Buffer.from([p.length]), Buffer.from(p, "ascii")])),
    Buffer.from([0]),
  ]);
}

function readName(msg: Buffer, at: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = at;
  while (msg[i]! !== 0) {
    const length = msg[i]!;
    labels.push(msg.subarray(i + 1, i + 1 + length).toString("ascii"));
    i += 1 + length;
  }
  return { name: labels.join("."), end: i + 1 };
}

function ipv6Bytes(address: string): Buffer {
  const [head = "", tail = ""] = address.split("::");
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...h, ...Array<string>(8 - h.length - t.length).fill("0"), ...t]
    : h;
  return Buffer.from(groups.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]));
}

function record(type: number, data: Buffer): Buffer {
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(type, 0);
  fixed.writeUInt16BE(1, 2); // IN
  fixed.writeUInt32BE(60, 4); // TTL
  fixed.writeUInt16BE(data.length, 8);
  return Buffer.concat([Buffer.from([0xc0, 0x0c]), fixed, data]); // the question's name
}

export async function startFakeDns(
  records: Record<string, string[]>,
  fail: string[] = [],
): Promise<FakeDns> {
  const socket = dgram.createSocket("udp4");
  const asked: string[] = [];
  socket.on("message", (msg, from) => {
    const id = msg.readUInt16BE(0);
    const { name, end } = readName(msg, 12);
    const qtype = msg.readUInt16BE(end);
    const question = msg.subarray(12, end + 4);
    const key = name.toLowerCase();
    asked.push(`${Object.entries(TYPE).find(([, n]) => n === qtype)?.[0] ?? qtype} ${key}`);
    const values = records[key];
    const answers: Buffer[] = [];
    for (const v of values ?? []) {
      if (isIPv4(v) && qtype === TYPE.A)
        answers.push(record(TYPE.A, Buffer.from(v.split(".").map(Number))));
      else if (isIPv6(v) && qtype === TYPE.AAAA) answers.push(record(TYPE.AAAA, ipv6Bytes(v)));
      else if (!isIPv4(v) && !isIPv6(v) && qtype === TYPE.CNAME)
        answers.push(record(TYPE.CNAME, encodeName(v)));
    }
    const rcode = fail.includes(key) ? 2 : values ? 0 : 3; // SERVFAIL, NOERROR, NXDOMAIN
    const header = Buffer.alloc(12);
    header.writeUInt16BE(id, 0);
    header.writeUInt16BE(0x8180 | rcode, 2); // a response, recursion desired and available
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(rcode === 0 ? answers.length : 0, 6);
    const reply = Buffer.concat([header, question, ...(rcode === 0 ? answers : [])]);
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    asked,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
