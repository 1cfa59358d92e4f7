// npm run brand:schema — writes docs/brand-config.schema.json from the zod schema.
import fs from "node:fs";
import path from "node:path";
import { brandFileJsonSchema } from "../src/domain/brand-config-json-schema";

const out = path.resolve(import.meta.dirname, "../docs/brand-config.schema.json");
fs.writeFileSync(out, brandFileJsonSchema());
console.log(`wrote ${path.relative(process.cwd(), out)}`);
