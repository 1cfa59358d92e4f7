import { useTranslations } from "next-intl";
import type { OrderedChoice } from "@/domain/options";

/**
 * What was chosen of an item (issue 18 item 5), where a line of the basket or of an order is
 * shown: "Size: 24 cm", "Writing: “Happy birthday”" one under another; `inline`, the values only,
 * after one another ("24 cm · “Happy birthday”"), where there is less room.
 */
export function ChosenOptions({
  choices,
  inline = false,
  className = "text-sm text-neutral-700",
}: {
  choices: readonly OrderedChoice[] | undefined;
  inline?: boolean;
  className?: string;
}) {
  const t = useTranslations("basket");
  if (!choices?.length) return null;
  const value = (c: OrderedChoice) =>
    c.text !== undefined ? t("quoted", { text: c.text }) : c.options.map((o) => o.name).join(", ");
  if (inline) return <span className={className}>{choices.map(value).join(" · ")}</span>;
  return (
    <ul className={className}>
      {choices.map((c) => (
        <li key={c.groupId} className="break-words">
          {`${c.name}: ${value(c)}`}
        </li>
      ))}
    </ul>
  );
}
