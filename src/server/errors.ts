import "server-only";
import { NextResponse } from "next/server";
import type { ErrorCode } from "@/domain/messages";
import { logger } from "./logger";

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

export function errorBody(code: string, message: string, details: Record<string, unknown> = {}) {
  return { isErr: true, error: { code, reasonCode: code, message, ...details } } as const;
}

/** The one place that turns errors into HTTP answers. Unknown errors are logged, never shown. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(errorBody(error.code, error.message, error.extra.details), {
      status: error.status,
      headers: error.extra.headers,
    });
  }
  logger().error({ err: error }, "unhandled error in route");
  return NextResponse.json(errorBody("server_error", "Something went wrong"), { status: 500 });
}
