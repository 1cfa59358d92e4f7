// The Lighthouse part of `npm run bench`: the storefront's pages against an empty Next.js page in
// the same run (issue 34 item 4), a row per page and language, and every audit that cost
// accessibility, best practices or SEO points.
import path from "node:path";
import { LOCALES } from "../../src/domain/locale";
import type { BenchPage } from "./bench-pages";
import { startEmptyNext } from "./empty-next";
import type { Figures } from "./lighthouse";
import {
  AUDITED,
  auditNote,
  LIGHTHOUSE_TARGETS,
  lighthouseScores,
  misses,
  REPORT_DIR,
} from "./lighthouse";

const root = path.resolve(import.meta.dirname, "../..");
const n = (value: number, width: number) => String(value).padStart(width);

/** A row's figures: performance, accessibility, best practices, SEO, LCP, CLS, TBT. */
function row(name: string, lang: string, f: Figures, seo: string): string {
  return `${name.padEnd(14)} ${lang.padEnd(4)} ${n(f.performance, 6)} ${n(f.accessibility, 6)} ${n(f.bestPractices, 6)} ${seo.padStart(7)}   ${f.lcpMs.toFixed(0).padStart(6)}   ${f.cls.toFixed(3)}   ${f.tbtMs.toFixed(0).padStart(6)}`;
}

/**
 * Lighthouse (mobile, simulated throttling) on `pages` at `baseUrl` in both languages (issue 16
 * item 4, issue 17 item 9, issue 34 item 4), the empty Next.js page measured before each page.
 * Says whether every target is met.
 */
export async function checkLighthouse(baseUrl: string, pages: BenchPage[]): Promise<boolean> {
  const empty = await startEmptyNext();
  let measured;
  try {
    measured = await lighthouseScores(baseUrl, pages, LOCALES, empty.url);
  } finally {
    await empty.stop();
  }
  const { scores, floor } = measured;
  const t = LIGHTHOUSE_TARGETS;
  const publicPages = pages.filter((p) => p.public).map((p) => p.name);
  const privatePages = pages.filter((p) => !p.public).map((p) => p.name);
  console.log(
    `\nLighthouse 12 mobile (simulated throttling), demo brand, targets: performance ≥ the empty Next.js page's − ${t.performanceBelowFloor}, TBT ≤ its + ${t.tbtOverFloorMs} ms (medians of its runs, one before each page's), accessibility ${t.accessibility}, best practices ≥ ${t.bestPractices}, SEO ${t.seo} on public pages (${publicPages.join(", ")}), LCP ≤ ${t.lcpMs} ms, CLS ≤ ${t.cls}`,
  );
  console.log(
    `SEO in parentheses: a private page (${privatePages.join(", ")}; to carry noindex), reported, not a target`,
  );
  const indexes = [...floor.runs, ...scores].map((s) => s.benchmarkIndex);
  console.log(
    `this machine's benchmark index: ${Math.min(...indexes)}–${Math.max(...indexes)} (${indexes.join(", ")})`,
  );
  console.log(
    "page           lang   perf   a11y   b.p.     SEO   LCP ms   CLS     TBT ms   missed                      LCP element",
  );
  for (const [i, run] of floor.runs.entries())
    console.log(`${row(`empty Next #${i + 1}`, "en", run, `(${run.seo})`)}`);
  console.log(
    `${"empty Next".padEnd(14)} med. ${n(floor.performance, 6)}${" ".repeat(47)}${floor.tbtMs.toFixed(0).padStart(6)}   (the floor: targets perf ≥ ${floor.performance - t.performanceBelowFloor}, TBT ≤ ${(floor.tbtMs + t.tbtOverFloorMs).toFixed(0)} ms)`,
  );
  for (const s of scores) {
    const seo = s.page.public ? String(s.seo) : `(${s.seo})`;
    console.log(
      `${row(s.page.name, s.locale, s, seo)}   ${(misses(s, floor).join(", ") || "-").padEnd(27)} ${s.lcpElement}`,
    );
  }
  console.log(
    `\nfailing audits of accessibility, best practices and SEO (the HTML reports are in ${path.relative(root, REPORT_DIR)}/):`,
  );
  let none = true;
  for (const s of scores)
    for (const category of AUDITED)
      for (const a of s.failing[category]) {
        none = false;
        console.log(
          `  ${s.page.name} ${s.locale}, ${auditNote(s, floor, category)}: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ""} — ${a.title}`,
        );
        for (const item of a.items) console.log(`      ${item.replace(/\s+/g, " ").slice(0, 160)}`);
      }
  if (none) console.log("  none");
  return scores.every((s) => misses(s, floor).length === 0);
}
