"use client";

import { useEffect, useState } from "react";

type Format = (e164: string) => string;

// A number as people read it, "+62 811 0000 0001": libphonenumber's international format, as
// react-phone-number-input's formatPhoneNumberIntl writes it, with the same small metadata. That
// metadata and its code (about 24 KiB gzipped) are not among the page's scripts (issue 34 item 6):
// they are fetched as soon as this module runs, beside the page's own reads, and a number shows as
// stored (E.164) until they have come.
let format: Format | null = null;
const formatCode = import("libphonenumber-js/min").then(({ parsePhoneNumberFromString }) => {
  format = (e164) => parsePhoneNumberFromString(e164)?.formatInternational() || e164;
  return format;
});
formatCode.catch(() => {}); // offline: numbers show as stored

/** `e164` as people read it. */
export function PhoneText({ e164 }: { e164: string }) {
  const [formatted, setFormatted] = useState(() => format?.(e164) ?? e164);
  useEffect(() => {
    let current = true;
    formatCode.then(
      (f) => current && setFormatted(f(e164)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [e164]);
  return formatted;
}
