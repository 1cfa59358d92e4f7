import { describe, expect, it } from "vitest";
import { madeUpDriver } from "./standin-page";

describe("the stand-in's made-up driver", () => {
  it("has a name, an Indonesian mobile number and a Jakarta plate, the same for one booking", () => {
    const driver = madeUpDriver("sb_abc");
    expect(driver.driverName).toMatch(/^\p{L}+ \p{L}+$/u);
    expect(driver.driverPhone).toMatch(/^\+62812\d{8}$/);
    expect(driver.driverPlate).toMatch(/^B \d{4} KDI$/);
    expect(madeUpDriver("sb_abc")).toEqual(driver);
  });
});
