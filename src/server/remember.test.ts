import { describe, expect, it, vi } from "vitest";

// Next.js loads one module into several bundles of a process; vi.resetModules() gives the same
// effect here: a fresh copy of every module, with its own module-level variables.
const freshCopy = async () => {
  vi.resetModules();
  return import("./remember.mjs");
};

describe("remember", () => {
  it("makes a thing once per process, however many copies of the module ask", async () => {
    const factory = vi.fn(() => new Map<string, number>());
    const first = (await freshCopy()).remember("test-once", factory);
    const second = (await freshCopy()).remember("test-once", factory);
    expect(second).toBe(first);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it("keeps different names apart", async () => {
    const { remember } = await freshCopy();
    expect(remember("test-a", () => ({ n: 1 }))).not.toBe(remember("test-b", () => ({ n: 1 })));
  });

  it("makes it again after forget", async () => {
    const { forget, remember } = await freshCopy();
    const first = remember("test-forget", () => ({}));
    forget("test-forget");
    expect(remember("test-forget", () => ({}))).not.toBe(first);
  });

  it("remembers nothing when the factory throws", async () => {
    const { remember } = await freshCopy();
    expect(() =>
      remember("test-throws", () => {
        throw new Error("no");
      }),
    ).toThrow("no");
    expect(remember("test-throws", () => "made")).toBe("made");
  });
});

describe("edgeState", () => {
  it("is one object shared by src/edge/serve.mjs and every bundle of the app", async () => {
    vi.resetModules();
    const edge = (await import("../edge/edge-state.mjs")).edgeState();
    edge.shuttingDown = true;
    vi.resetModules();
    expect((await import("../edge/edge-state.mjs")).edgeState()).toBe(edge);
    edge.shuttingDown = false;
  });
});
