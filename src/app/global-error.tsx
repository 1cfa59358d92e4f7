"use client";

import "./globals.css";
import { ErrorPage } from "@/ui/error-page";

/** The root layout itself failed: this replaces it, so it brings its own html and body. */
export default function GlobalError({ error }: { error: Error }) {
  return (
    <html lang="en">
      <body className="min-h-dvh">
        <ErrorPage error={error} />
      </body>
    </html>
  );
}
