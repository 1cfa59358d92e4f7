import { describe, expect, it } from "vitest";
import { readOnce } from "./live";

describe("readOnce", () => {
  it("gives every asker of a key in flight the one read, and reads again once it settled", async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { n: reads };
    };
    const together = await Promise.all([
      readOnce("order 1 at 7", read),
      readOnce("order 1 at 7", read),
      readOnce("order 1 at 7", read),
    ]);
    expect(reads).toBe(1);
    expect(together[0]).toBe(together[2]);
    const other = await readOnce("order 1 at 8", read);
    expect(other).toEqual({ n: 2 });
    const after = await readOnce("order 1 at 7", read);
    expect(after).toEqual({ n: 3 });
  });

  it("lets a failed read go, so the next asker reads again", async () => {
    await expect(readOnce("k", () => Promise.reject(new Error("away")))).rejects.toThrow("away");
    await expect(readOnce("k", () => Promise.resolve(1))).resolves.toBe(1);
  });
});
