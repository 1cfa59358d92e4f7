// What must never reach a log line (issue 8): a whole phone number, a sign-in code, a token, a
// cookie. Call sites already log masked numbers and no secrets; this is the net under them, run
// over every finished line (an error's message can quote a failed query's parameters).

/** +62 and other E.164 numbers, with or without the '+', 9 to 15 digits. */
// Not after a hyphen: the last group of a request id (a UUID) can be 12 digits that start with 62.
const PHONE = /(?<![\w*-])\+?(?:62|[1-9]\d)\d{7,13}(?!\w)/g;
/** JSON Web Tokens (idTokens, operator tokens, custom tokens): three base64url parts. */
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
/** A JSON field whose value is a secret, whatever it holds (payment gateway keys: issue 20). */
const SECRET_FIELD =
  /"(cookie|set-cookie|authorization|x-operator-token|idToken|customToken|token|sessionToken|otp|password|secret|serverKey|secretKey|callbackToken|x-callback-token|sealed)":"(?:[^"\\]|\\.)*"/gi;
/** A gateway's key wherever it is quoted: Midtrans' server and client keys, Xendit's keys. */
const GATEWAY_KEY =
  /\b(?:(?:SB-)?Mid-(?:server|client)-|xnd_(?:public_)?(?:development|production)_)[\w+/=-]+/g;
/** Our cookies, wherever they are quoted (a header dump, an error message). */
const SESSION_COOKIE = /\b(kedai_[a-z_]+)=[^;\s"]+/g;

function maskDigits(match: string): string {
  const plus = match.startsWith("+") ? "+" : "";
  const digits = plus ? match.slice(1) : match;
  // Long numbers that are not phone numbers (timestamps, ids) stay readable: a Unix time in
  // milliseconds is 13 digits starting with 1; phone numbers here start with a country code.
  if (!plus && !digits.startsWith("62")) return match;
  return `${plus}${digits.slice(0, 5)}${"*".repeat(digits.length - 8)}${digits.slice(-3)}`;
}

/** The line with phone numbers masked and tokens, cookies and secret fields replaced. */
export function scrubLogLine(line: string): string {
  return line
    .replace(SECRET_FIELD, (_, key: string) => `"${key}":"[redacted]"`)
    .replace(JWT, "[redacted token]")
    .replace(GATEWAY_KEY, "[redacted key]")
    .replace(SESSION_COOKIE, (_, name: string) => `${name}=[redacted]`)
    .replace(PHONE, maskDigits);
}
