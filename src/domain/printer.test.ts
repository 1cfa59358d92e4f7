import { describe, expect, it } from "vitest";
import { branchPrinterSchema } from "./brand-config";
import { isRefusedAddress, printerHostProblem } from "./printer";

describe("a printer's address", () => {
  it("takes what shops have: a private IPv4 address or a host name on their network", () => {
    for (const host of ["192.168.1.50", "10.0.0.7", "172.16.4.2", "printer.local", "dapur-1"])
      expect(printerHostProblem(host), host).toBeNull();
  });

  it("refuses nonsense, a URL or a port, and this machine, link-local and multicast", () => {
    expect(printerHostProblem("http://192.168.1.50")).toMatch(/address alone/);
    expect(printerHostProblem("192.168.1.50:9100")).toMatch(/port has its own field/);
    expect(printerHostProblem("192.168.1.300")).toMatch(/each part is 0 to 255/);
    expect(printerHostProblem("192.168.1")).toMatch(/four parts/);
    expect(printerHostProblem("printer_1")).toMatch(/host name like printer.local/);
    expect(printerHostProblem("")).toMatch(/IPv4 address like/);
    expect(printerHostProblem("-printer")).not.toBeNull();
    for (const host of ["127.0.0.1", "0.0.0.0", "169.254.169.254", "224.0.0.1", "255.255.255.255"])
      expect(printerHostProblem(host), host).toMatch(/not this machine/);
    expect(printerHostProblem("localhost")).toMatch(/not this machine/);
    expect(printerHostProblem("printer.localhost")).toMatch(/not this machine/);
  });

  it("checks an address found for a host name the same way", () => {
    expect(isRefusedAddress("192.168.1.50")).toBe(false);
    expect(isRefusedAddress("127.0.1.1")).toBe(true);
    expect(isRefusedAddress("::1")).toBe(true);
  });
});

describe("a branch's printer in the brand file", () => {
  it("fills the port, the columns and the ticket on accept; keeps the host in lower case", () => {
    expect(branchPrinterSchema.parse({ host: " Printer.Local " })).toEqual({
      host: "printer.local",
      port: 9100,
      columns: 48,
      ticketOnAccept: false,
    });
  });

  it("refuses a port outside 1–65535, other columns and a bad host, each at its field", () => {
    const result = branchPrinterSchema.safeParse({ host: "127.0.0.1", port: 70000, columns: 40 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toEqual(["host", "port", "columns"]);
  });
});
