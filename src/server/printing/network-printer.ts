import "server-only";
import { lookup } from "node:dns/promises";
import net from "node:net";
import { isRefusedAddress } from "@/domain/printer";
import { env } from "../env";
import type { Printout, PrinterProvider } from "./printer";
import { PrinterError } from "./printer";

/** How long a printer has to take a printout, from connecting to its last byte. */
const SEND_TIMEOUT_MS = 10_000;
/** After the last byte, how long to wait for the printer to close before calling it done. */
const CLOSE_GRACE_MS = 1000;

/**
 * Sends `bytes` raw over TCP to `address:port` (a printer's port 9100, "JetDirect") and closes.
 * Resolves once the printer has them all: it closed the connection, or nothing went wrong
 * within a moment of the last byte (many printers keep it open). No answer is read: a raw port
 * answers nothing.
 */
export function sendRaw(
  address: string,
  port: number,
  bytes: Uint8Array,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: address, port });
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () =>
        settle(
          new PrinterError(
            "timeout",
            `${address}:${port} took no printout in ${timeoutMs / 1000} s`,
          ),
        ),
      timeoutMs,
    );
    socket.once("connect", () => socket.end(bytes));
    socket.once("finish", () => setTimeout(settle, CLOSE_GRACE_MS).unref());
    socket.once("close", () => settle());
    socket.once("error", (error: NodeJS.ErrnoException) =>
      settle(new PrinterError("unreachable", `${address}:${port}: ${error.code ?? error.message}`)),
    );
  });
}

/** The address to send to: the host's IPv4 address, refused when it is not a shop's printer's. */
export async function printerAddress(host: string): Promise<string> {
  let address = host;
  if (net.isIPv4(host) === false) {
    try {
      address = (await lookup(host, { family: 4 })).address;
    } catch (error) {
      throw new PrinterError("not-found", `${host}: ${(error as NodeJS.ErrnoException).code}`);
    }
  }
  // Looked up once and connected to as found: a name cannot point elsewhere in between.
  if (isRefusedAddress(address))
    throw new PrinterError("address", `${host} is ${address}: not a printer on the shop's network`);
  return address;
}

/** PRINTER_NETWORKS as a list to check an address against, made once per setting. */
let networks: { setting: string; list: net.BlockList } | null = null;
function printerNetworks(setting: string): net.BlockList {
  if (networks?.setting !== setting) {
    const list = new net.BlockList();
    for (const part of setting.split(",")) {
      const [network, prefix] = part.trim().split("/");
      list.addSubnet(network!, Number(prefix), "ipv4");
    }
    networks = { setting, list };
  }
  return networks.list;
}

/** Production: the printout's bytes to the branch's printer, over the network. */
export class NetworkPrinter implements PrinterProvider {
  async send({ host, port, bytes }: Printout): Promise<void> {
    const address = await printerAddress(host);
    // An owner names the address: the server connects only within the shops' networks.
    if (!printerNetworks(env().PRINTER_NETWORKS).check(address, "ipv4"))
      throw new PrinterError("address", `${host} is ${address}: outside PRINTER_NETWORKS`);
    await sendRaw(address, port, bytes);
  }
}
