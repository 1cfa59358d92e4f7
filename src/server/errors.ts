import "server-only";
import { NextResponse } from "next/server";
import type { ErrorCode } from "@/domain/messages";
import { MESSAGES } from "@/domain/messages";
import { isDatabaseUnavailable } from "./db/unavailable";
import { logger } from "./logger";

/** How long a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot be reached: 503 with Retry-After, never a hang or a 500. */
export function unavailableResponse(): NextResponse {
  return NextResponse.json(errorBody("SERVICE_UNAVAILABLE", MESSAGES.serviceUnavailable), {
    status: 503,
    headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });
}

/** An expected failure: a stable code, an HTTP status and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    /** Extra fields of the error body, and headers of the answer (e.g. Retry-After). */
    readonly extra: { details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** 429 RATE_LIMITED (sign-in codes, code checks, uploads): how long to wait, in the Retry-After header and in `error.retryAfter`. */
export class RateLimitError extends AppError {
  constructor(retryAfterSeconds: number, what = "code requests") {
    super("RATE_LIMITED", 429, `Too many ${what}. Try again in ${retryAfterSeconds} s.`, {
      details: { retryAfter: retryAfterSeconds },
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
  }
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
    return NextResponse.json(errorBody("INVALID_REQUEST", "The request was cut off."), {
      status: 400,
    });
  }
  if (isDatabaseUnavailable(error)) {
    logger().warn({ reason: rootCause(error) }, "database unavailable");
    return unavailableResponse();
  }
  logger().error({ err: error }, "unhandled error in route");
  return NextResponse.json(errorBody("server_error", "Something went wrong"), { status: 500 });
}
