import { getTranslations } from "next-intl/server";
import { SHOP_KINDS } from "@/domain/shop-starter";
import { buttonClass } from "@/ui/button";
import { Link } from "@/ui/link";

const STEPS = ["signIn", "name", "open"] as const;

/** The platform's front page (issue 35): what kedai is, for whom, and "Open your shop". */
export async function Landing() {
  const t = await getTranslations("signup");
  return (
    <main className="mx-auto max-w-md px-5 pb-10 lg:max-w-3xl">
      <section className="space-y-5 py-8">
        <h1 className="text-3xl leading-tight font-bold lg:text-5xl">{t("heroTitle")}</h1>
        <p className="text-lg text-neutral-800">{t("heroText")}</p>
        <Link href="/open" className={buttonClass("primary", "w-full text-base lg:w-auto")}>
          {t("openYourShop")}
        </Link>
      </section>
      <section aria-labelledby="for-whom" className="space-y-3 py-4">
        <h2 id="for-whom" className="text-xl font-bold">
          {t("forWhomTitle")}
        </h2>
        <ul className="grid gap-3 lg:grid-cols-3">
          {SHOP_KINDS.map((kind) => (
            <li key={kind} className="rounded-2xl bg-surface-variant p-4">
              <p className="font-semibold">{t(`forWhom.${kind}`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how" className="space-y-3 py-4">
        <h2 id="how" className="text-xl font-bold">
          {t("howTitle")}
        </h2>
        <ol className="space-y-3">
          {STEPS.map((step, i) => (
            <li key={step} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary"
              >
                {i + 1}
              </span>
              <span className="pt-1">{t(`how.${step}`)}</span>
            </li>
          ))}
        </ol>
        <Link href="/open" className={buttonClass("outlined", "mt-2 w-full lg:w-auto")}>
          {t("openYourShop")}
        </Link>
      </section>
    </main>
  );
}
