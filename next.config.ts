import type { NextConfig } from "next";

const config: NextConfig = {
  poweredByHeader: false,
  // PGlite is WebAssembly with its own files; pino and pg use Node built-ins. They must be
  // required at run time from node_modules, not bundled (see README "Facts").
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino"],
};

export default config;
