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
  ) {
    super(message);
    this.name = "AppError";
  }
}

export function errorBody(code: string, message: string) {
  return { isErr: true, error: { code, reasonCode: code, message } } as const;
}

/** The one place that turns errors into HTTP answers. Unknown errors are logged, never shown. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(errorBody(error.code, error.message), { status: error.status });
  }
  logger().error({ err: error }, "unhandled error in route");
  return NextResponse.json(errorBody("server_error", "Something went wrong"), { status: 500 });
}
