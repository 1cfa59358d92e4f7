"use client";

import { useState } from "react";

/**
 * The console's pages as tabs (the owner's and a manager's): a row of tab buttons that scrolls
 * sideways on a phone, and the chosen page given `props`. `children` shows above every page.
 */
export function ConsoleTabs<K extends string, P extends object>({
  pages,
  label,
  tabName,
  props,
  children,
}: {
  pages: Record<K, (props: P) => React.ReactNode>;
  label: string;
  tabName: (name: K) => string;
  props: P | undefined;
  children?: React.ReactNode;
}) {
  const names = Object.keys(pages) as K[];
  const [tab, setTab] = useState<K>(names[0]!);
  const Page = pages[tab] as React.ComponentType<P>;
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className="-mx-4 mb-5 flex gap-2 overflow-x-auto px-4 pb-1"
      >
        {names.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`console-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="console-panel"
            onClick={() => setTab(name)}
            className="min-h-11 shrink-0 rounded-full border border-outline px-5 text-sm font-semibold aria-selected:bg-primary aria-selected:text-on-primary"
          >
            {tabName(name)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="console-panel" aria-labelledby={`console-tab-${tab}`}>
        {children}
        {props !== undefined && <Page {...props} />}
      </div>
    </>
  );
}
