"use client";

import { useEffect, useState } from "react";

/**
 * A QR code of `value` (its width: `className`, e.g. `max-w-60`), drawn in the browser as SVG (the `qrcode` package, loaded when a code is
 * first shown, so pages without one do not carry it). Dark on white with its quiet zone, whatever
 * the brand's colours: banking apps must read it.
 */
export function QrCode({
  value,
  label,
  className = "",
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const [svg, setSvg] = useState<{ value: string; markup: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import("qrcode")
      .then((qr) => qr.toString(value, { type: "svg", errorCorrectionLevel: "M", margin: 4 }))
      .then((markup) => {
        if (current) setSvg({ value, markup });
      });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <div
      role="img"
      aria-label={label}
      data-qr={value}
      className={`aspect-square w-full bg-white ${className}`}
      // The package's own SVG: paths of the code's modules, no text of ours in it.
      dangerouslySetInnerHTML={svg?.value === value ? { __html: svg.markup } : undefined}
    />
  );
}
