import Link from "next/link";
import type { ReactNode } from "react";
import { formatMoney } from "@/domain/money";
import { ROUTES } from "@/domain/routes";
import type { MenuItem } from "@/domain/storefront";
import { excerpt } from "@/domain/text";

const CARD_DESCRIPTION_CHARS = 90; // two lines on a phone; the item page has the rest

export function MenuItemCard({
  item,
  currency,
  eager,
  action,
}: {
  item: MenuItem;
  currency: string;
  eager: boolean;
  /** The add/quantity control; outside the link, since a button may not sit inside one. */
  action?: ReactNode;
}) {
  const image = item.images[0];
  return (
    <li className="menu-card">
      {/* Styles in globals.css (.menu-card): this markup repeats for every item. */}
      <Link href={ROUTES.item(item.uid)}>
        <div>
          <h3>{item.name}</h3>
          <p>{excerpt(item.description, CARD_DESCRIPTION_CHARS)}</p>
          <p>{formatMoney(item.price, currency)}</p>
        </div>
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- SVG/phone-sized media, immutable URLs
          <img src={image.src} alt="" width={96} height={96} loading={eager ? "eager" : "lazy"} />
        )}
      </Link>
      {action && <div>{action}</div>}
    </li>
  );
}
