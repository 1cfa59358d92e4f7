// The first-load JavaScript of a page, as `npm run bench` and `npm run bench:js` measure it: the
// module scripts its HTML loads, each gzipped at level 9. Scripts marked noModule are legacy
// polyfills that current browsers never download.
import { gzipSync } from "node:zlib";
import { get } from "../../tests/support/http";

export interface FirstLoadJs {
  files: number;
  raw: number;
  gzip: number;
}

/** Issue 16 item 5, in KiB gzipped: home, and the sign-in page over home. */
export const HOME_JS_TARGET = 178;
export const SIGN_IN_OVER_HOME_TARGET = 60;

/** The pages measured, on the demo brand. */
const JS_PAGES = { home: "/", signIn: "/auth" } as const;

export async function firstLoadJs(
  baseUrl: string,
  host: string,
  pagePath: string,
): Promise<FirstLoadJs> {
  const page = await get(baseUrl, pagePath, host);
  if (page.status !== 200) throw new Error(`GET ${pagePath} on ${host} answered ${page.status}`);
  const tags = [...page.body.matchAll(/<script[^>]+>/g)]
    .map((m) => m[0])
    .filter((tag) => !/nomodule/i.test(tag));
  const srcs = [...new Set(tags.flatMap((tag) => /src="([^"]+\.js)"/.exec(tag)?.[1] ?? []))];
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from((await get(baseUrl, src, host)).body);
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.length, raw, gzip };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Measures home and sign-in on `host`, prints one line each with its target, and says whether
 * both targets are met.
 */
export async function checkFirstLoadJs(baseUrl: string, host: string): Promise<boolean> {
  const home = await firstLoadJs(baseUrl, host, JS_PAGES.home);
  const signIn = await firstLoadJs(baseUrl, host, JS_PAGES.signIn);
  const over = (signIn.gzip - home.gzip) / 1024;
  const line = (name: string, js: FirstLoadJs) =>
    `first-load JS of ${name}: ${js.files} files, ${kib(js.raw)} KiB raw, ${kib(js.gzip)} KiB gzipped`;
  console.log(`${line("home", home)}   (target ≤ ${HOME_JS_TARGET} KiB)`);
  console.log(
    `${line("sign-in", signIn)}, home + ${over.toFixed(1)} KiB   (target ≤ home + ${SIGN_IN_OVER_HOME_TARGET} KiB)`,
  );
  return home.gzip / 1024 <= HOME_JS_TARGET && over <= SIGN_IN_OVER_HOME_TARGET;
}
