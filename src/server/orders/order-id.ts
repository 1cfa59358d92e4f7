import "server-only";
import { randomBytes } from "node:crypto";

/**
 * Order ids are read aloud at a counter ('Order #' and the last 6 characters, spec §2), so they
 * use one case and no look-alikes: no 0/O, no 1/I/L (issue 14). Ids made before, 20 letters and
 * digits of both cases, stay valid: ORDER_ID_PATTERN (src/domain/order.ts) accepts both.
 */
export const ORDER_ID_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** 31^20 is about 2^99: as unguessable as an id needs to be behind the customer's sign-in. */
export const ORDER_ID_LENGTH = 20;

// Bytes at or above the largest multiple of 31 are skipped, so every symbol is equally likely.
const LIMIT = 256 - (256 % ORDER_ID_ALPHABET.length);

export function newOrderId(): string {
  let id = "";
  while (id.length < ORDER_ID_LENGTH) {
    for (const byte of randomBytes(ORDER_ID_LENGTH)) {
      if (byte < LIMIT && id.length < ORDER_ID_LENGTH)
        id += ORDER_ID_ALPHABET[byte % ORDER_ID_ALPHABET.length];
    }
  }
  return id;
}
