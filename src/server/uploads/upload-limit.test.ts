import { describe, expect, it } from "vitest";
import { secondsUntilAllowed } from "./upload-limit";

const MIB = 1024 * 1024;
const limits = { perHour: 3, bytesPerHour: 4 * MIB };
const up = (ageSeconds: number, size = 100_000) => ({ ageSeconds, size });

describe("secondsUntilAllowed", () => {
  it("lets an upload through while both counts leave room", () => {
    expect(secondsUntilAllowed([], 2 * MIB, limits)).toBeNull();
    expect(secondsUntilAllowed([up(900), up(60)], 2 * MIB, limits)).toBeNull();
    expect(secondsUntilAllowed([up(900, 2 * MIB)], 2 * MIB, limits)).toBeNull();
  });

  it("counts uploads: waits until the oldest of a full hour leaves it", () => {
    expect(secondsUntilAllowed([up(3000), up(1200), up(10)], 1000, limits)).toBe(600);
    // After lowering the limit, as many must leave as are over it.
    expect(secondsUntilAllowed([up(3000), up(1200), up(10)], 1000, { ...limits, perHour: 2 })).toBe(
      2400,
    );
  });

  it("counts bytes, this upload's included: waits until enough of them leave", () => {
    const recent = [up(3500, 1.5 * MIB), up(2000, 1.5 * MIB)];
    expect(secondsUntilAllowed(recent, MIB, limits)).toBeNull();
    expect(secondsUntilAllowed(recent, 1.5 * MIB, limits)).toBe(100);
    expect(secondsUntilAllowed(recent, 2 * MIB, limits)).toBe(100);
    expect(secondsUntilAllowed([up(3500, MIB), up(2000, 3 * MIB)], 2 * MIB, limits)).toBe(1600);
  });

  it("answers whole seconds from 1 to 3600", () => {
    expect(secondsUntilAllowed([up(3599.9), up(5), up(5)], 1, limits)).toBe(1);
    expect(secondsUntilAllowed([up(0), up(0), up(0)], 1, limits)).toBe(3600);
  });
});
