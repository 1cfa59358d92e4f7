import { expect } from "vitest";
import type { HttpAnswer } from "./http";

export { authClient, claims, cookieOf } from "./auth-client";

export function expectError(answer: HttpAnswer, status: number, reasonCode: string) {
  expect({ status: answer.status, body: answer.json() }).toMatchObject({
    status,
    body: { isErr: true, error: { reasonCode } },
  });
}
