// The first-load JavaScript of a page, as `npm run bench` and `npm run bench:js` measure it: the
// module scripts its HTML loads, each gzipped at level 9. Scripts marked noModule are legacy
// polyfills that current browsers never download.
import { gzipSync } from "node:zlib";
import type { Locale } from "../../src/domain/locale";
import { LOCALES } from "../../src/domain/locale";
import { get } from "../../tests/support/http";
import type { BenchPage } from "./bench-pages";
import { BENCH_HOST, htmlLang, pageHeaders, wrongLanguage } from "./bench-pages";

export interface FirstLoadJs {
  files: number;
  raw: number;
  gzip: number;
}

/**
 * In KiB gzipped: home (issue 16 item 5); every other storefront page, the staff board's too,
 * over the same language's home (issue 34 item 6; sign-in was ≤ home + 60 since issue 17 item 8);
 * the owner console (issue 34 item 6).
 */
export const HOME_JS_TARGET = 178;
export const PAGE_OVER_HOME_TARGET = 25;
export const CONSOLE_JS_TARGET = 220;

/** The page's HTML and the module scripts it loads, each with its source. */
export async function firstLoadScripts(
  baseUrl: string,
  host: string,
  pagePath: string,
  headers: Record<string, string> = {},
): Promise<{ html: string; scripts: { src: string; body: Buffer }[] }> {
  const page = await get(baseUrl, pagePath, host, headers);
  if (page.status !== 200) throw new Error(`GET ${pagePath} on ${host} answered ${page.status}`);
  const tags = [...page.body.matchAll(/<script[^>]+>/g)]
    .map((m) => m[0])
    .filter((tag) => !/nomodule/i.test(tag));
  const srcs = [...new Set(tags.flatMap((tag) => /src="([^"]+\.js)"/.exec(tag)?.[1] ?? []))];
  const scripts = [];
  for (const src of srcs) scripts.push({ src, body: (await get(baseUrl, src, host)).bytes });
  return { html: page.body, scripts };
}

export async function firstLoadJs(
  baseUrl: string,
  host: string,
  pagePath: string,
  headers: Record<string, string> = {},
): Promise<FirstLoadJs & { lang: string | null }> {
  const { html, scripts } = await firstLoadScripts(baseUrl, host, pagePath, headers);
  let raw = 0;
  let gzip = 0;
  for (const { body } of scripts) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.length, raw, gzip, lang: htmlLang(html) };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Measures each page in each language on the demo brand, prints one line each with its target,
 * and says whether the targets are met: home ≤ 178 KiB, the console ≤ 220 KiB, every other page ≤
 * the same language's home + 25 KiB.
 */
export async function checkFirstLoadJs(baseUrl: string, pages: BenchPage[]): Promise<boolean> {
  const measured: { page: BenchPage; locale: Locale; js: FirstLoadJs }[] = [];
  for (const page of pages)
    for (const locale of LOCALES) {
      const js = await firstLoadJs(baseUrl, BENCH_HOST, page.path, pageHeaders(page, locale));
      if (js.lang !== locale) throw wrongLanguage(page, locale, js.lang);
      measured.push({ page, locale, js });
    }
  const homeOf = (locale: Locale) =>
    measured.find((m) => m.page.name === "home" && m.locale === locale)?.js.gzip ?? NaN;
  console.log("\nfirst-load JS, gzipped (level 9), demo brand");
  console.log("page       lang   files   raw KiB   gzip KiB   target");
  let pass = true;
  for (const { page, locale, js } of measured) {
    let target: string;
    let met: boolean;
    if (page.name === "home") {
      met = js.gzip / 1024 <= HOME_JS_TARGET;
      target = `≤ ${HOME_JS_TARGET} KiB`;
    } else if (page.name === "console") {
      met = js.gzip / 1024 <= CONSOLE_JS_TARGET;
      target = `≤ ${CONSOLE_JS_TARGET} KiB`;
    } else {
      const over = (js.gzip - homeOf(locale)) / 1024;
      met = over <= PAGE_OVER_HOME_TARGET;
      target = `home + ${over.toFixed(1)} KiB, ≤ home + ${PAGE_OVER_HOME_TARGET}`;
    }
    if (!met) target += "   MISSED";
    pass &&= met;
    const line = `${page.name.padEnd(10)} ${locale.padEnd(4)} ${String(js.files).padStart(7)}   ${kib(js.raw).padStart(7)}   ${kib(js.gzip).padStart(8)}   ${target}`;
    console.log(line.trimEnd());
  }
  return pass;
}
