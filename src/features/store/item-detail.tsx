import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatMoney } from "@/domain/money";
import { noticeWords } from "@/domain/slots";
import type { MenuItem } from "@/domain/storefront";
import { ItemPicture } from "./item-picture";

// `sizes` as laid out below: the first image spans the article (the phone, up to max-w-3xl = 48rem);
// the others are a third of it, less the padding (2 × 1rem) and the two gaps (0.5rem).
const MAIN_IMAGE = {
  sizes: "(min-width: 48rem) 48rem, 100vw",
  box: { width: 640, height: 480 },
};
const MORE_IMAGES = {
  sizes: "(min-width: 48rem) 15rem, calc((100vw - 3rem) / 3)",
  box: { width: 200, height: 150 },
};

export function ItemDetail({
  item,
  currency,
  unavailableAt,
  action,
  children,
}: {
  item: MenuItem;
  currency: string;
  /** The chosen branch's name when this item is not on its menu. */
  unavailableAt?: string | undefined;
  /** The add/quantity control, composed in by the route. */
  action?: ReactNode;
  /** Below the description: the item's choices, when it has options. */
  children?: ReactNode;
}) {
  const t = useTranslations("store");
  const [first, ...more] = item.images;
  const notice = item.leadTimeHours ? noticeWords(item.leadTimeHours) : null;
  return (
    <article className="mx-auto max-w-3xl pb-28">
      {first && (
        <ItemPicture
          image={first}
          alt={item.name}
          priority
          className="aspect-[4/3] w-full bg-surface-variant object-cover sm:rounded-b-3xl"
          {...MAIN_IMAGE}
        />
      )}
      <div className="space-y-3 px-4 pt-4">
        <h1 className="text-2xl font-bold">{item.name}</h1>
        <div className="flex items-center justify-between gap-3">
          <p className="text-xl font-semibold text-primary">{formatMoney(item.price, currency)}</p>
          {action}
        </div>
        {unavailableAt && (
          <p
            role="note"
            className="rounded-xl bg-secondary-container p-3 text-sm text-on-secondary-container"
          >
            {t("notAtBranch", { branch: unavailableAt })}
          </p>
        )}
        {notice && (
          <p className="text-sm font-semibold">
            {t(`notice.${notice.unit}`, { count: notice.count })}
          </p>
        )}
        {item.description && (
          <p className="whitespace-pre-line text-neutral-700">{item.description}</p>
        )}
        {more.length > 0 && (
          <ul className="grid grid-cols-3 gap-2 pt-2">
            {more.map((image) => (
              <li key={image.src}>
                <ItemPicture
                  image={image}
                  alt=""
                  className="aspect-[4/3] w-full rounded-xl object-cover"
                  {...MORE_IMAGES}
                />
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </article>
  );
}
