import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { readAfterNow } from "./storefront-data";

/** A read the test answers by hand, numbered in the order they left. */
function reads() {
  const pending: ((value: number) => void)[] = [];
  const fn = () => new Promise<number>((resolve) => pending.push(resolve));
  return { fn, pending };
}

describe("readAfterNow (issue 32 item 4)", () => {
  it("does not stop at a read that left before it was asked for", async () => {
    const client = new QueryClient();
    const { fn, pending } = reads();
    const early = client.fetchQuery({ queryKey: ["k"], queryFn: fn }); // before the change
    const fresh = readAfterNow(client, ["k"], fn); // the change is heard of
    expect(pending).toHaveLength(1); // joined the read in flight…
    pending[0]!(1);
    await early;
    await expect.poll(() => pending.length).toBe(2); // …then read again
    pending[1]!(2);
    expect(await fresh).toBe(2);
    expect(client.getQueryData(["k"])).toBe(2);
  });

  it("reads once when nothing is in flight", async () => {
    const client = new QueryClient();
    const { fn, pending } = reads();
    const fresh = readAfterNow(client, ["k"], fn);
    expect(pending).toHaveLength(1);
    pending[0]!(7);
    expect(await fresh).toBe(7);
    await Promise.resolve();
    expect(pending).toHaveLength(1);
  });
});
