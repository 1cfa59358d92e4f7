"use client";

import { useTranslations } from "next-intl";

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full text-lg text-primary hover:bg-surface-variant disabled:opacity-30";

/** Up and down for a row, each named after what it moves ("Move Banana Bread up"). */
export function MoveButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (to: number) => void;
}) {
  const t = useTranslations("owner.menu");
  return (
    <>
      <button
        type="button"
        className={iconButton}
        disabled={disabled || index === 0}
        aria-label={t("moveUp", { name })}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={disabled || index === count - 1}
        aria-label={t("moveDown", { name })}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
    </>
  );
}
