import "./zod-setup";
import { z } from "zod/mini";
import { fitsCharacters } from "./text";

// The one length check of text a person types (issue 31 item 14), for the full zod's schemas and
// zod/mini's alike (`.check(maxCharacters(500))`): characters as they see them, bytes bounded.

export const tooManyCharacters = (max: number) => `must be at most ${max} characters`;

/** At most `max` characters a person sees (src/domain/text.ts fitsCharacters). */
export const maxCharacters = (max: number) =>
  z.refine<string>((text) => fitsCharacters(text, max), { message: tooManyCharacters(max) });
