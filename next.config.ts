import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const config: NextConfig = {
  poweredByHeader: false,
  // Next.js would hash every page body in JS on every request to make an ETag. Menu pages are
  // already cached server-side and ~9 kB gzipped; the hash cost more throughput than the 304s
  // saved (docs/decisions/0005-no-page-etags.md, docs/BENCHMARKS.md).
  generateEtags: false,
  // src/edge/serve.mjs compresses, after it has put the response's CSP nonce into the page.
  compress: false,
  // PGlite is WebAssembly with its own files; pino, pg, the S3 client and prom-client use Node
  // built-ins and keep per-process state (connections, the metrics registry). They must be
  // required at run time from node_modules, not bundled (see README "Facts").
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "pino",
    "@aws-sdk/client-s3",
    "prom-client",
    // OpenTelemetry's SDK, loaded only when traces are on (src/server/tracing.ts).
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
  ],
  // No page uses next/image: images are made ready at import or upload and served under /media
  // (docs/decisions/0025-image-variants.md). Off, the optimizer fetches none of our URLs for a
  // stranger (issue 31 item 9); src/edge/serve.mjs answers /_next/image itself as well.
  images: { unoptimized: true, localPatterns: [{ pathname: "/media/**" }], remotePatterns: [] },
};

// The message catalogs for a render (issue 17): src/i18n/request.ts. They are compiled at build
// time, so no ICU parser runs in the browser (docs/decisions/0026-precompiled-messages.md); words
// the server fills in itself live in src/i18n/server, outside these paths.
export default createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: {
    messages: {
      path: ["./src/i18n/en", "./src/i18n/id"],
      format: "json",
      locales: ["en", "id"],
      precompile: true,
    },
  },
})(config);
