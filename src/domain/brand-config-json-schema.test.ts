import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandFileJsonSchema } from "./brand-config-json-schema";

describe("docs/brand-config.schema.json", () => {
  it("is the schema generated from the zod schema (run `npm run brand:schema` after a change)", () => {
    const committed = fs.readFileSync(
      path.join(process.cwd(), "docs/brand-config.schema.json"),
      "utf8",
    );
    expect(committed).toBe(brandFileJsonSchema());
  });
});
