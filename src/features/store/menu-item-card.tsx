import Link from "next/link";
import { formatMoney } from "@/domain/money";
import { ROUTES } from "@/domain/routes";
import type { MenuItem } from "@/domain/storefront";
import { excerpt } from "@/domain/text";

const CARD_DESCRIPTION_CHARS = 90; // two lines on a phone; the item page has the rest

export function MenuItemCard({
  item,
  currency,
  eager,
}: {
  item: MenuItem;
  currency: string;
  eager: boolean;
}) {
  const image = item.images[0];
  return (
    <li>
      {/* Styles in globals.css (.menu-card): this markup repeats for every item. */}
      <Link href={ROUTES.item(item.uid)} className="menu-card">
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
    </li>
  );
}
