import "server-only";
import type { ErrorCode } from "@/domain/errors";
import type { CourierErrorKind } from "../couriers/provider";
import { CourierError } from "../couriers/provider";
import { AppError } from "../errors";

// The courier service's refusals as staff are told them (issue 38, docs/couriers.md).

const ERROR_OF: Record<CourierErrorKind, ErrorCode> = {
  unavailable: "COURIER_UNAVAILABLE",
  out_of_range: "COURIER_OUT_OF_RANGE",
  unauthorized: "COURIER_KEY_REFUSED",
  refused: "COURIER_REFUSED",
};

/** The staff's error of an aggregator's refusal; anything else (a bug, a socket) is "unavailable". */
export const courierFailure = (error: unknown) =>
  error instanceof CourierError
    ? new AppError(ERROR_OF[error.kind], error.message)
    : new AppError("COURIER_UNAVAILABLE");
