import { Link } from "@/ui/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatMoney } from "@/domain/money";
import { ROUTES } from "@/domain/routes";
import { noticeWords } from "@/domain/slots";
import type { MenuItem } from "@/domain/storefront";
import { excerpt } from "@/domain/text";
import { ItemPicture } from "./item-picture";

const CARD_DESCRIPTION_CHARS = 90; // two lines on a phone; the item page has the rest
/** The card's image is 96 CSS px square (.menu-card img in globals.css). */
const CARD_IMAGE = { sizes: "96px", box: { width: 96, height: 96 } };

export function MenuItemCard({
  item,
  currency,
  priority,
  action,
}: {
  item: MenuItem;
  currency: string;
  /** The menu's first image: the page's largest at first sight (LCP), fetched first. */
  priority: boolean;
  /** The add/quantity control; outside the link, since a button may not sit inside one. */
  action?: ReactNode;
}) {
  const t = useTranslations("store");
  const image = item.images[0];
  // A cake that needs days of notice says so before it is tapped (issue 18 item 4).
  const notice = item.leadTimeHours ? noticeWords(item.leadTimeHours) : null;
  return (
    <li className="menu-card">
      {/* Styles in globals.css (.menu-card): this markup repeats for every item. */}
      <Link href={ROUTES.item(item.uid)}>
        <div>
          <h3>{item.name}</h3>
          <p>{excerpt(item.description, CARD_DESCRIPTION_CHARS)}</p>
          <p>{formatMoney(item.price, currency)}</p>
          {notice && <small>{t(`notice.${notice.unit}`, { count: notice.count })}</small>}
        </div>
        {image && <ItemPicture image={image} alt="" priority={priority} {...CARD_IMAGE} />}
      </Link>
      {action && <div>{action}</div>}
    </li>
  );
}
