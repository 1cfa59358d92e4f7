"use client";

import NextLink from "next/link";
import { useState } from "react";

type Props = React.ComponentProps<typeof NextLink>;

/**
 * next/link, prefetching the page it names once a person shows they may follow it (a pointer
 * over it, a finger or the keyboard on it) instead of as soon as it is on the screen: the menu
 * names a page per item, and Next.js's nine prefetches as it loaded took the phone's network and
 * main thread in the page's first seconds (issue 34 item 4). A link given `prefetch` keeps it.
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
