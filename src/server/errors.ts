import "server-only";
import { NextResponse } from "next/server";
import type { ErrorCode } from "@/domain/errors";
import { messageOf, statusOf } from "@/domain/errors";
import { isDatabaseUnavailable } from "./db/unavailable";
import { logger } from "./logger";

/** How long a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * An expected failure: a stable code (its HTTP status is the error table's, src/domain/errors.ts)
 * and a message safe to show, the table's when none is given.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    /**
     * Extra fields of the error body, headers of the answer (e.g. Retry-After), and whether the
     * code names a field of the request that failed its schema: that is always a 400, whatever
     * the code's own status (INVALID_TOKEN is 401 for a token that fails its check, 400 for a
     * body without one).
     */
    readonly extra: {
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
      badField?: boolean;
    } = {},
  ) {
    super(message ?? messageOf(code));
    this.name = "AppError";
  }

  get status(): number {
    return statusOf(this.extra.badField ? "INVALID_REQUEST" : this.code);
  }
}

/**
 * RATE_LIMITED (sign-in codes, code checks, uploads), or a limit's own code (SMS_BUDGET_EXHAUSTED,
 * TOO_MANY_ORDERS): how long to wait, in the Retry-After header and in `error.retryAfter`.
 */
export class RateLimitError extends AppError {
  constructor(
    retryAfterSeconds: number,
    what = "code requests",
    /** Another code for a refusal the client words apart (a brand's texts, a customer's orders). */
    refusal?: { code: ErrorCode; message: string },
  ) {
    super(
      refusal?.code ?? "RATE_LIMITED",
      refusal?.message ?? `Too many ${what}. Try again in ${retryAfterSeconds} s.`,
      {
        details: { retryAfter: retryAfterSeconds },
        headers: { "Retry-After": String(retryAfterSeconds) },
      },
    );
  }
}

/** The answer while the database cannot be reached: 503 with Retry-After, never a hang or a 500. */
export function unavailableResponse(): NextResponse {
  return errorResponse(
    new AppError("SERVICE_UNAVAILABLE", undefined, {
      headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    }),
  );
}

export function errorBody(code: string, message: string, details: Record<string, unknown> = {}) {
  return { isErr: true, error: { code, reasonCode: code, message, ...details } } as const;
}

/** The innermost error's message: the failed query around it adds length, not meaning. */
function rootCause(error: unknown): string {
  let e = error;
  for (let depth = 0; depth < 10 && e instanceof Error && e.cause instanceof Error; depth++)
    e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

/** Node's error for a request whose client disconnected while its body was being read. */
function isClientAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message === "aborted" &&
    (error as { code?: unknown }).code === "ECONNRESET"
  );
}

/** The one place that turns errors into HTTP answers. Unknown errors are logged, never shown. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(errorBody(error.code, error.message, error.extra.details), {
      status: error.status,
      headers: error.extra.headers,
    });
  }
  if (isClientAbort(error)) {
    // The caller hung up before its body was read: nothing to answer and nothing wrong here.
    logger().info("request body cut off: the client went away");
    return errorResponse(new AppError("INVALID_REQUEST", "The request was cut off."));
  }
  if (isDatabaseUnavailable(error)) {
    logger().warn({ reason: rootCause(error) }, "database unavailable");
    return unavailableResponse();
  }
  logger().error({ err: error }, "unhandled error in route");
  return errorResponse(new AppError("server_error"));
}
