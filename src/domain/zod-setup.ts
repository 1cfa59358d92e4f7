import { config } from "zod/v4/core";

// In the browser, zod must not probe for `new Function` (its JIT): a strict Content-Security-Policy
// without 'unsafe-eval' reports the probe as a violation even though zod catches it
// (docs/RELIABILITY.md "Headers"). The server keeps the JIT. Import this module before zod in every
// schema module that runs in the browser, so it runs before any schema is built.
if (typeof window !== "undefined") config({ jitless: true });
