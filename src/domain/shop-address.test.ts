import { describe, expect, it } from "vitest";
import { addressFromName, checkShopAddress, isOffensive } from "./shop-address";

const problem = (typed: string) => {
  const verdict = checkShopAddress(typed);
  return verdict.ok ? null : verdict.problem;
};

describe("checkShopAddress", () => {
  it("takes a DNS label of 3 to 30 characters, in one spelling", () => {
    expect(checkShopAddress("  Dapur-Sari ")).toEqual({ ok: true, address: "dapur-sari" });
    expect(problem("kue")).toBeNull();
    expect(problem("toko-kue-2")).toBeNull();
    expect(problem("a".repeat(30))).toBeNull();
  });

  it("refuses the wrong length", () => {
    expect(problem("ab")).toBe("short");
    expect(problem("")).toBe("short");
    expect(problem("a".repeat(31))).toBe("long");
  });

  it("refuses other characters and misplaced hyphens", () => {
    for (const typed of ["dapur sari", "dapur_sari", "dapur.sari", "kué-enak", "-sari", "sari-"])
      expect(problem(typed), typed).toBe("characters");
    expect(problem("xn--kue")).toBe("characters");
    expect(problem("dapur--sari")).toBe("characters");
  });

  it("refuses the platform's own names", () => {
    for (const typed of [
      "kedai",
      "www",
      "api",
      "admin",
      "platform",
      "mail",
      "app",
      "console",
      "staff",
      "help",
      "support",
      "status",
    ])
      expect(problem(typed), typed).toBe("reserved");
    expect(problem("KEDAI")).toBe("reserved");
  });

  it("refuses offensive words, whole or inside a word, and not innocent ones", () => {
    expect(problem("toko-anjing")).toBe("offensive");
    expect(problem("kopi-bangsat")).toBe("offensive");
    expect(problem("kontolkopi")).toBe("offensive");
    expect(problem("fuckingood")).toBe("offensive");
    // Innocent words that contain a short one.
    expect(problem("warung-pantai")).toBeNull();
    expect(problem("kue-tairu")).toBeNull();
    expect(problem("dickens-cafe")).toBeNull();
  });
});

describe("isOffensive", () => {
  it("reads a shop's name word by word", () => {
    expect(isOffensive("Kedai Tai Kucing")).toBe(true);
    expect(isOffensive("Warung Pantai Indah")).toBe(false);
    expect(isOffensive("Toko ANJING")).toBe(true);
  });
});

describe("addressFromName", () => {
  it("makes a name into an address", () => {
    expect(addressFromName("Dapur Bu Sari")).toBe("dapur-bu-sari");
    expect(addressFromName("  Kue Ölçü & Co. ")).toBe("kue-olcu-co");
    expect(addressFromName("!!!")).toBe("");
    expect(addressFromName("Toko Kue Paling Enak Se-Jakarta Raya")).toBe("toko-kue-paling-enak-se");
    expect(addressFromName("Rumah Makan Padang Sederhana xx")).toBe("rumah-makan-padang-sederhana");
    expect(addressFromName("a".repeat(40))).toBe("a".repeat(30));
  });
});
