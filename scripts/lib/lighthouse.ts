// Lighthouse for `npm run bench` (issue 16 item 4): mobile, simulated throttling (Lighthouse's
// defaults), performance only, in Debian's Chromium, against the production build. Lighthouse 12:
// 13 needs Node 22.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "../../tests/support/prerequisites";

export const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 2000, cls: 0.1, tbtMs: 200 };

export interface PageScore {
  name: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  lcpElement: string;
  /** Lighthouse's measure of this machine's speed (a 2020s laptop: about 1,500-2,000). */
  benchmarkIndex: number;
}

/** Lighthouse's performance figures for each page, one after another in one browser. */
export async function lighthouseScores(
  pages: { name: string; url: string; headers?: Record<string, string> }[],
): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH, // the browser tests' Chromium
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
  });
  try {
    const scores: PageScore[] = [];
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: page.headers,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse on ${page.url}: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const lcpItems = (
        lhr.audits["largest-contentful-paint-element"]?.details as
          { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
      )?.items?.[0]?.items;
      scores.push({
        name: page.name,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit("largest-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        tbtMs: audit("total-blocking-time"),
        lcpElement: lcpItems?.[0]?.node?.snippet?.slice(0, 80) ?? "",
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

export function meetsTargets(s: PageScore): boolean {
  const t = LIGHTHOUSE_TARGETS;
  return s.score >= t.score && s.lcpMs <= t.lcpMs && s.cls <= t.cls && s.tbtMs <= t.tbtMs;
}
