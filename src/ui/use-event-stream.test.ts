import { describe, expect, it } from "vitest";
import { MAX_REOPEN_MS, POLL_WHILE_OFFLINE_MS, reopenDelay } from "./use-event-stream";

describe("reopenDelay", () => {
  it("doubles after each refusal in a row, up to five minutes, in the upper half of each", () => {
    expect(reopenDelay(1, 1)).toBe(POLL_WHILE_OFFLINE_MS);
    expect(reopenDelay(1, 0)).toBe(POLL_WHILE_OFFLINE_MS / 2);
    expect(reopenDelay(2, 1)).toBe(2 * POLL_WHILE_OFFLINE_MS);
    expect(reopenDelay(4, 1)).toBe(8 * POLL_WHILE_OFFLINE_MS);
    expect(reopenDelay(20, 1)).toBe(MAX_REOPEN_MS);
    expect(reopenDelay(20, 0)).toBe(MAX_REOPEN_MS / 2);
  });
});
