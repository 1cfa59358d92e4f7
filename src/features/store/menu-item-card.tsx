import Link from "next/link";
import { formatMoney } from "@/domain/money";
import { ROUTES } from "@/domain/routes";
import type { MenuItem } from "@/domain/storefront";

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
      <Link
        href={ROUTES.item(item.uid)}
        className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5 transition hover:ring-primary focus-visible:outline-2 focus-visible:outline-primary"
      >
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-neutral-900">{item.name}</h3>
          <p className="mt-1 line-clamp-2 text-sm text-neutral-600">{item.description}</p>
          <p className="mt-2 font-semibold text-primary">{formatMoney(item.price, currency)}</p>
        </div>
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- SVG/phone-sized media, immutable URLs
          <img
            src={image.src}
            alt=""
            width={96}
            height={96}
            loading={eager ? "eager" : "lazy"}
            className="h-24 w-24 shrink-0 rounded-xl bg-surface-variant object-cover"
          />
        )}
      </Link>
    </li>
  );
}
