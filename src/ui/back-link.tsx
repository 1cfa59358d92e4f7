"use client";

import { Link } from "./link";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { resolveNextPath } from "@/domain/routes";
import { LineIcon } from "./icon";

const className =
  "inline-flex h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold " +
  "focus-visible:outline-2 focus-visible:outline-on-primary";

function Arrow() {
  return (
    <LineIcon className="h-5 w-5">
      <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}

function FromQuery({ fallback }: { fallback: string }) {
  const t = useTranslations("common");
  const params = useSearchParams();
  const href = resolveNextPath(params.get("next"), fallback);
  return (
    <Link href={href} className={className}>
      <Arrow />
      {t("back")}
    </Link>
  );
}

/** Back to the page's `next` parameter when it is a known route (spec §2), else to `fallback`. */
export function BackLink({ fallback = "/" }: { fallback?: string }) {
  const t = useTranslations("common");
  return (
    <Suspense
      fallback={
        <Link href={fallback} className={className}>
          <Arrow />
          {t("back")}
        </Link>
      }
    >
      <FromQuery fallback={fallback} />
    </Suspense>
  );
}
