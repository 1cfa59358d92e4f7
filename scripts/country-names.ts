// Writes src/ui/country-names-id.json: the phone field's country names in Bahasa Indonesia, from
// Node's ICU (Intl.DisplayNames), for every country the field offers. The library ships English
// names only; making them in the browser loaded ICU's region names as the field appeared (a
// 50-110 ms task on Lighthouse's phone, issue 34 item 4). Run again when react-phone-number-input
// adds a country: `node --import tsx scripts/country-names.ts`.
import fs from "node:fs";
import path from "node:path";
import { getCountries } from "react-phone-number-input/min";

const regions = new Intl.DisplayNames(["id"], { type: "region" });
const names = Object.fromEntries(
  [...getCountries()].sort().map((code) => [code, regions.of(code) ?? code]),
);
const file = path.resolve(import.meta.dirname, "../src/ui/country-names-id.json");
fs.writeFileSync(file, `${JSON.stringify(names, null, 2)}\n`);
console.log(
  `${Object.keys(names).length} country names written to ${path.relative(process.cwd(), file)}`,
);
