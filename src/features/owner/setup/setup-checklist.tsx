"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import type { OwnerBrand } from "@/contract";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { ROUTES } from "@/domain/routes";
import type { SetupStep, SetupStepId } from "@/domain/shop-setup";
import { missingSteps, setupProgress } from "@/domain/shop-setup";
import { Button } from "@/ui/button";
import { notify } from "@/ui/toasts";
import { TAB_PARAM } from "../console-tabs";
import { OWNER_SHOP_KEY, shopApi, useOwnerShop } from "./shop-api";
import { usePreviewed } from "./previewed";

/** The console's page that does each step (its tab), but the preview, which is the storefront. */
const PAGE_OF: Record<
  Exclude<SetupStepId, "preview">,
  "brand" | "branches" | "menu" | "delivery"
> = {
  name: "brand",
  look: "brand",
  branch: "branches",
  menu: "menu",
  payment: "delivery",
  orderModes: "delivery",
};

/**
 * The console's first page while the shop is being set up (issue 35 item 2, docs/owner.md
 * "Setting up and opening your shop"): each step, done or not, with the way to the page that does
 * it; the progress; and "Open the shop" once the required steps are done (the server checks
 * again and names what is missing).
 */
export function SetupChecklist({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerSetup");
  const to = useTranslations("owner");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const shop = useOwnerShop(owner.revision);
  const [previewed, markPreviewed] = usePreviewed(owner.document.brand.id);
  const params = useSearchParams();
  const pathname = usePathname();
  const open = useMutation({
    mutationFn: shopApi.open,
    onSuccess: () => {
      notify("success", t("opened"));
      void queryClient.invalidateQueries({ queryKey: OWNER_SHOP_KEY });
    },
    onError: (error) => {
      const missing = apiError(error).details.missing;
      notify(
        "error",
        Array.isArray(missing)
          ? `${errorText(error)} ${t("missing", { steps: titles(missing as SetupStepId[]) })}`
          : errorText(error),
      );
      void queryClient.invalidateQueries({ queryKey: OWNER_SHOP_KEY });
    },
  });
  if (!shop.data) return shop.isError ? <p role="alert">{errorText(shop.error)}</p> : null;

  const steps: SetupStep[] = shop.data.steps.map((s) =>
    s.id === "preview" ? { ...s, done: previewed } : s,
  );
  const progress = setupProgress(steps);
  const missing = missingSteps(steps);
  const titles = (ids: readonly SetupStepId[]) =>
    ids.map((id) => t(`steps.${id}.title`)).join(", ");
  const hrefOf = (tab: string) => {
    const query = new URLSearchParams(params);
    query.set(TAB_PARAM, tab);
    return `${pathname}?${query.toString()}`;
  };
  const percent = Math.round((progress.done / progress.total) * 100);

  return (
    <section aria-labelledby="setup-title" className="max-w-2xl">
      <h2 id="setup-title" className="text-xl font-bold">
        {t("title")}
      </h2>
      <p className="mt-1 text-neutral-700">{t("intro")}</p>
      <div className="mt-4">
        <p id="setup-progress" className="text-sm font-semibold">
          {t("progress", { done: progress.done, total: progress.total })}
        </p>
        <div
          role="progressbar"
          aria-labelledby="setup-progress"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          className="mt-2 h-3 overflow-hidden rounded-full bg-surface-variant"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="mt-5 flex flex-col gap-3">
        {steps.map((step) => (
          <li
            key={step.id}
            className="flex gap-3 rounded-2xl border border-outline p-4"
            data-step={step.id}
          >
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                step.done ? "border-primary bg-primary text-on-primary" : "border-outline"
              }`}
            >
              {step.done ? "✓" : ""}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold">
                {t(`steps.${step.id}.title`)}{" "}
                <span className="ml-1 rounded-full bg-surface-variant px-2 py-0.5 text-xs font-semibold">
                  {t(step.required ? "required" : "recommended")}
                </span>
              </h3>
              <p className="text-sm text-neutral-700">{t(`steps.${step.id}.hint`)}</p>
              <p
                className={`text-sm font-semibold ${step.done ? "text-green-800" : "text-neutral-700"}`}
              >
                {t(step.done ? "done" : "notDone")}
              </p>
              {step.id === "preview" ? (
                <a
                  href={ROUTES.home}
                  target="_blank"
                  rel="noopener"
                  onClick={markPreviewed}
                  className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary underline"
                >
                  {t("previewLink")} <span className="sr-only">{t("previewOpens")}</span>
                </a>
              ) : (
                <StepLink href={hrefOf(PAGE_OF[step.id])}>
                  {t("go", { page: to(`tabs.${PAGE_OF[step.id]}`) })}
                  <span className="sr-only">: {t(`steps.${step.id}.title`)}</span>
                </StepLink>
              )}
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 rounded-2xl bg-surface-variant p-4">
        <p id="open-hint" className="mb-3 text-sm">
          {progress.canOpen ? t("openReady") : t("openHint", { steps: titles(missing) })}
        </p>
        <Button
          onClick={() => open.mutate()}
          disabled={!progress.canOpen || open.isPending}
          aria-describedby="open-hint"
        >
          {open.isPending ? t("opening") : t("open")}
        </Button>
      </div>
    </section>
  );
}

/** A link to a page of the console: in place, as its tabs do (console-tabs.tsx). */
function StepLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        window.history.pushState(null, "", href);
      }}
      className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary underline"
    >
      {children}
    </a>
  );
}
