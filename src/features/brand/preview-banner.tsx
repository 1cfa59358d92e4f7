import { getTranslations } from "next-intl/server";
import { ROUTES } from "@/domain/routes";
import type { SiteView } from "@/domain/shop-gate";

/**
 * Above a closed shop's storefront as its owner and staff see it (issue 35): that it is a preview,
 * what customers see instead, and the way back to the console.
 */
export async function PreviewBanner({ view }: { view: SiteView }) {
  if (view !== "setup-preview" && view !== "suspended-preview") return null;
  const t = await getTranslations("shop");
  return (
    <div
      role="note"
      className="bg-secondary-container px-4 py-2 text-center text-sm text-on-secondary-container"
    >
      {t(view === "setup-preview" ? "previewSetup" : "previewSuspended")}{" "}
      <a href={ROUTES.owner} className="font-semibold underline">
        {t("previewConsole")}
      </a>
    </div>
  );
}
