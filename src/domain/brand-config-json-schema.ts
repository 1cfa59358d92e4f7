import { z } from "zod";
import { brandFileSchema } from "./brand-config";

/** The brand file format as JSON Schema, for editors and docs/brand-config.md. */
export function brandFileJsonSchema(): string {
  const schema = z.toJSONSchema(brandFileSchema, { io: "input", target: "draft-2020-12" });
  return `${JSON.stringify({ ...schema, title: "kedai brand file" }, null, 2)}\n`;
}
