import { defineConfig } from "drizzle-kit";

// Only used to generate SQL migrations (`npm run db:generate`); they are applied at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
});
