import type { ReactNode } from "react";
import { formatMoney } from "@/domain/money";
import type { MenuItem } from "@/domain/storefront";

export function ItemDetail({
  item,
  currency,
  unavailableAt,
  action,
}: {
  item: MenuItem;
  currency: string;
  /** The chosen branch's name when this item is not on its menu. */
  unavailableAt?: string | undefined;
  /** The add/quantity control, composed in by the route. */
  action?: ReactNode;
}) {
  const [first, ...more] = item.images;
  return (
    <article className="mx-auto max-w-3xl pb-28">
      {first && (
        // eslint-disable-next-line @next/next/no-img-element -- SVG/phone-sized media, immutable URLs
        <img
          src={first.src}
          alt={item.name}
          width={640}
          height={480}
          className="aspect-[4/3] w-full bg-surface-variant object-cover sm:rounded-b-3xl"
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
            {`Not on the menu at ${unavailableAt}.`}
          </p>
        )}
        {item.description && (
          <p className="whitespace-pre-line text-neutral-700">{item.description}</p>
        )}
        {more.length > 0 && (
          <ul className="grid grid-cols-3 gap-2 pt-2">
            {more.map((image) => (
              <li key={image.src}>
                {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
                <img
                  src={image.src}
                  alt=""
                  width={200}
                  height={150}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
