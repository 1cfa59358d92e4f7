import { describe, expect, it } from "vitest";
import { orderMovesFor } from "./courier-update";

// How a courier's stage moves its order, as staff would (docs/couriers.md).

describe("orderMovesFor", () => {
  it("puts an accepted order on the way once the driver has it", () => {
    expect(orderMovesFor("picked", "ACCEPTED")).toEqual(["READY"]);
    expect(orderMovesFor("picked", "READY")).toEqual([]);
  });

  it("completes a delivered order, through READY from ACCEPTED", () => {
    expect(orderMovesFor("delivered", "ACCEPTED")).toEqual(["READY", "COMPLETED"]);
    expect(orderMovesFor("delivered", "READY")).toEqual(["COMPLETED"]);
  });

  it("moves nothing before pickup, on a failure, or for an order that is not open", () => {
    for (const stage of ["booking", "allocated", "failed"] as const)
      expect(orderMovesFor(stage, "ACCEPTED")).toEqual([]);
    for (const status of ["PENDING", "CANCELLED", "COMPLETED"] as const)
      expect(orderMovesFor("delivered", status)).toEqual([]);
  });
});
