// Lighthouse for `npm run bench` (issue 16 item 4, issue 17 item 9): mobile, simulated throttling
// (Lighthouse's defaults), the categories performance, accessibility, best practices and SEO, in
// Debian's Chromium, against the production build. Lighthouse 12: 13 needs Node 22.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Locale } from "../../src/domain/locale";
import { CHROMIUM_PATH } from "../../tests/support/prerequisites";
import type { BenchPage } from "./bench-pages";
import { htmlLang, pageHeaders, wrongLanguage } from "./bench-pages";

/**
 * Issue 17 item 9; SEO on public pages only (BenchPage.public). Performance and blocking time are
 * measured against an empty Next.js page in the same run (issue 34 item 4, empty-next.ts): at
 * most 3 points below its score and 150 ms over its blocking time (the medians of its runs).
 */
export const LIGHTHOUSE_TARGETS = {
  performanceBelowFloor: 3,
  tbtOverFloorMs: 150,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  lcpMs: 2000,
  cls: 0.1,
};

/** The categories whose failing audits name what to fix (performance is shown by its metrics). */
export const AUDITED = ["accessibility", "best-practices", "seo"] as const;
export type Audited = (typeof AUDITED)[number];

export interface FailingAudit {
  id: string;
  title: string;
  displayValue?: string;
  /** The first few elements, messages or URLs it names. */
  items: string[];
}

/** Lighthouse's figures for one load of one page. */
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  lcpElement: string;
  /** Lighthouse's measure of this machine's speed (a 2020s laptop: about 1,500-2,000). */
  benchmarkIndex: number;
  /** The audits that cost each category points (weight > 0, score < 1). */
  failing: Record<Audited, FailingAudit[]>;
  /** Where the HTML report was written. */
  report: string;
}

export interface PageScore extends Figures {
  page: BenchPage;
  locale: Locale;
}

/** The empty Next.js page's runs, one before each page's, and their medians. */
export interface Floor {
  runs: Figures[];
  performance: number;
  tbtMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Where the reports go (.bench/ is ignored by git). */
export const REPORT_DIR = path.resolve(import.meta.dirname, "../../.bench/lighthouse");

/**
 * Lighthouse's figures for each page in each language, one after another in one browser, with a
 * run of the empty Next.js page at `floorUrl` before each page's, so the floor is measured through
 * the same moments of a busy machine. The language is set by the request headers
 * (bench-pages.ts); the HTML Lighthouse loaded must say it (`<html lang>`), else this throws: a
 * wrong setup must not measure the other language.
 */
export async function lighthouseScores(
  baseUrl: string,
  pages: BenchPage[],
  locales: readonly Locale[],
  floorUrl: string,
): Promise<{ scores: PageScore[]; floor: Floor }> {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH, // the browser tests' Chromium
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
  });
  try {
    const scores: PageScore[] = [];
    const runs: Figures[] = [];
    for (const page of pages) {
      runs.push(await measure(chrome.port, floorUrl, {}, `empty-next-${runs.length + 1}`, "en"));
      for (const locale of locales) {
        const url = `${baseUrl}${page.path}`;
        const headers = pageHeaders(page, locale);
        try {
          scores.push({
            page,
            locale,
            ...(await measure(chrome.port, url, headers, `${page.name}-${locale}`, locale)),
          });
        } catch (error) {
          if (error instanceof WrongLanguage) throw wrongLanguage(page, locale, error.lang);
          throw error;
        }
      }
    }
    const floor = {
      runs,
      performance: median(runs.map((r) => r.performance)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
    };
    return { scores, floor };
  } finally {
    await chrome.kill();
  }
}

class WrongLanguage extends Error {
  constructor(readonly lang: string | null) {
    super(`rendered <html lang="${lang ?? ""}">`);
  }
}

/** Runs that end in a runtime error (NO_NAVSTART on a busy machine) are tried again this often. */
const TRIES = 5;

/** One Lighthouse run of `url`; its HTML report is written as `{name}.html`. */
async function measure(
  port: number,
  url: string,
  headers: Record<string, string>,
  name: string,
  lang: string,
): Promise<Figures> {
  let result;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: "html",
      logLevel: "error",
      onlyCategories: ["performance", ...AUDITED],
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) break;
    if (attempt === TRIES) throw new Error(`Lighthouse on ${url}: ${error.message}`);
    console.log(`Lighthouse on ${url}: ${error.code}; trying again`);
  }
  const { lhr, artifacts } = result;
  // The document as Lighthouse's own navigation received it (gathered for best practices'
  // charset audit; an internal artifact, so its absence is an error, not a pass).
  if (typeof artifacts.MainDocumentContent !== "string")
    throw new Error("Lighthouse gave no MainDocumentContent: check the page's language");
  const documentLang = htmlLang(artifacts.MainDocumentContent);
  if (documentLang !== lang) throw new WrongLanguage(documentLang);
  const report = path.join(REPORT_DIR, `${name}.html`);
  fs.writeFileSync(report, String(result.report));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const lcpItems = (
    lhr.audits["largest-contentful-paint-element"]?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items?.[0]?.items;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    lcpElement: lcpItems?.[0]?.node?.snippet?.slice(0, 80) ?? "",
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing: Object.fromEntries(
      AUDITED.map((category) => [category, failingAudits(lhr, category)]),
    ) as Record<Audited, FailingAudit[]>,
    report,
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function failingAudits(lhr: Lhr, category: Audited): FailingAudit[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => lhr.audits[ref.id] ?? [])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => ({
      id: a.id,
      title: a.title,
      displayValue: a.displayValue,
      items: detailItems(a.details).slice(0, 3),
    }));
}

/** A line per item of an audit's table: the element, the message or the URL it names. */
function detailItems(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  return items.map((item) => {
    const row = (item ?? {}) as Record<string, unknown>;
    const node = row.node as { snippet?: string; explanation?: string } | undefined;
    if (node?.snippet)
      return `${node.snippet}${node.explanation ? ` — ${node.explanation.split("\n")[0]}` : ""}`;
    for (const key of ["description", "message", "issueType", "source", "url", "line"]) {
      const value = row[key];
      if (typeof value === "string" && value) return value;
      const url = (value as { url?: unknown } | undefined)?.url;
      if (typeof url === "string") return url;
    }
    return JSON.stringify(row);
  });
}

/** What `s` misses, in words; empty when every target that applies to its page is met. */
export function misses(s: PageScore, floor: Floor): string[] {
  const t = LIGHTHOUSE_TARGETS;
  return [
    s.performance < floor.performance - t.performanceBelowFloor && "performance",
    s.accessibility < t.accessibility && "accessibility",
    s.bestPractices < t.bestPractices && "best practices",
    s.page.public && s.seo < t.seo && "SEO",
    !(s.lcpMs <= t.lcpMs) && "LCP",
    !(s.cls <= t.cls) && "CLS",
    !(s.tbtMs <= floor.tbtMs + t.tbtOverFloorMs) && "TBT",
  ].filter((m): m is string => Boolean(m));
}

/** How a category's failing audits bear on the targets, for the bench's list of them. */
export function auditNote(s: PageScore, floor: Floor, category: Audited): string {
  const name = { accessibility: "accessibility", "best-practices": "best practices", seo: "SEO" };
  if (category === "seo" && !s.page.public) return "SEO (private page: not a target)";
  return `${name[category]} ${misses(s, floor).includes(name[category]) ? "MISSED" : "(met all the same)"}`;
}
