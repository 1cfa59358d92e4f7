"use client";

import { useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";

/** The query parameter that names the console's page: `/owner?tab=branches`. */
export const TAB_PARAM = "tab";

/**
 * The console's pages as tabs (the owner's and a manager's), each a link to its own address
 * (issue 32 item 10: `?tab=`), so a reload stays, a tab can be linked or opened in a new window, and
 * Back goes to the page before. The row wraps rather than hiding a tab past the edge. The chosen
 * page is given `props`; `children` shows above every page. A plain tap changes the address in
 * place (Next.js follows `history.pushState`), with no request; a tap that opens a new tab or
 * window is left to the browser. A page may be lazy: "Loading..." shows until its code has come.
 */
export function ConsoleTabs<K extends string, P extends object>({
  pages,
  label,
  tabName,
  props,
  children,
}: {
  pages: Record<K, React.ComponentType<P>>;
  label: string;
  tabName: (name: K) => string;
  props: P | undefined;
  children?: React.ReactNode;
}) {
  const tc = useTranslations("common");
  const names = Object.keys(pages) as K[];
  const params = useSearchParams();
  const pathname = usePathname();
  const asked = params.get(TAB_PARAM);
  const tab = names.find((name) => name === asked) ?? names[0]!;
  const Page: React.ComponentType<P> = pages[tab];
  const hrefOf = (name: K) => {
    const query = new URLSearchParams(params);
    query.set(TAB_PARAM, name);
    return `${pathname}?${query.toString()}`;
  };
  // On a phone the tabs wrap above the page; on a desktop they stand beside it, the page using
  // the width (issue 33 item 3).
  return (
    <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <ul
        role="tablist"
        aria-label={label}
        className="mb-5 flex flex-wrap gap-2 lg:sticky lg:top-4 lg:mb-0 lg:flex-col"
      >
        {names.map((name) => (
          <li key={name} role="presentation">
            <a
              href={hrefOf(name)}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                window.history.pushState(null, "", hrefOf(name));
              }}
              role="tab"
              id={`console-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="console-panel"
              className="inline-flex min-h-11 items-center rounded-full border border-outline px-4 text-sm font-semibold aria-selected:bg-primary aria-selected:text-on-primary lg:flex lg:rounded-xl lg:border-transparent lg:hover:bg-surface-variant lg:aria-selected:hover:bg-primary"
            >
              {tabName(name)}
            </a>
          </li>
        ))}
      </ul>
      <div
        role="tabpanel"
        id="console-panel"
        aria-labelledby={`console-tab-${tab}`}
        className="min-w-0"
      >
        {children}
        {props !== undefined && (
          <Suspense fallback={<p role="status">{tc("loading")}</p>}>
            <Page {...props} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
