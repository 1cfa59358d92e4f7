import { useTranslations } from "next-intl";

/** The error component of spec §8: a component that could not render says which, by its code. */
export function ErrorState({ code }: { code: string }) {
  const t = useTranslations("common");
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t("errorComponent")}</p>
      <p className="font-mono text-sm">{code}</p>
    </div>
  );
}
