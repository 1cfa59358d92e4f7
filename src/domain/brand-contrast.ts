import type { StoreConfigs } from "./brand-config";
import { contrastRatio } from "./color";

// A brand cannot make its storefront unreadable (issue 19 item 4): each brand colour is checked
// against what the storefront puts on it or under it (src/app/globals.css, src/ui/button.tsx).
// WCAG 2: 4.5:1 for text, 3:1 for a border that shows where a field is (1.4.11).

export type BrandColors = StoreConfigs["branding"]["colors"];
export type BrandColor = keyof BrandColors;

/** The page's own colours: cards and fields are white, body text is Tailwind's neutral-900. */
export const WHITE = "#ffffff";
export const STOREFRONT_TEXT = "#171717";

export const TEXT_CONTRAST = 4.5;
export const BORDER_CONTRAST = 3;

/** What a colour is checked against, and how much contrast it needs. */
interface Pairing {
  against: (colors: BrandColors) => string;
  needs: number;
}

/**
 * - primary: prices and links are primary text on white (buttons put black or white on it,
 *   whichever reads better: domain/color.ts textColorOn).
 * - surfaceVariant: body text on it (chips, a hovered row).
 * - secondaryContainer / onSecondaryContainer: a note's text on its background.
 * - outline: the border of a field or an outlined button on white.
 */
export const PAIRINGS: Readonly<Record<BrandColor, Pairing>> = {
  primary: { against: () => WHITE, needs: TEXT_CONTRAST },
  surfaceVariant: { against: () => STOREFRONT_TEXT, needs: TEXT_CONTRAST },
  secondaryContainer: { against: (c) => c.onSecondaryContainer, needs: TEXT_CONTRAST },
  onSecondaryContainer: { against: (c) => c.secondaryContainer, needs: TEXT_CONTRAST },
  outline: { against: () => WHITE, needs: BORDER_CONTRAST },
};

export const BRAND_COLORS = Object.keys(PAIRINGS) as BrandColor[];

export interface ContrastVerdict {
  color: BrandColor;
  /** The ratio, rounded down to one decimal as people read it (4.49 is not 4.5). */
  ratio: number;
  needs: number;
  ok: boolean;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The verdict on one colour; null while it is not a colour like #8A1C3F. */
export function contrastOf(colors: BrandColors, color: BrandColor): ContrastVerdict | null {
  const { against, needs } = PAIRINGS[color];
  const other = against(colors);
  if (!HEX.test(colors[color]) || !HEX.test(other)) return null;
  const exact = contrastRatio(colors[color], other);
  return { color, ratio: Math.floor(exact * 10) / 10, needs, ok: exact >= needs };
}

/** The colours that are too faint for what the storefront puts on them (of `only`, when given). */
export function unreadableColors(
  colors: BrandColors,
  only: readonly BrandColor[] = BRAND_COLORS,
): ContrastVerdict[] {
  return only.flatMap((color) => {
    const verdict = contrastOf(colors, color);
    return verdict && !verdict.ok ? [verdict] : [];
  });
}

/** A refusal's problem per unreadable colour, on its path in the brand file. */
export function contrastProblems(colors: BrandColors, only?: readonly BrandColor[]) {
  return unreadableColors(colors, only).map((v) => ({
    path: `$.storeConfigs.branding.colors.${v.color}`,
    message: `is hard to read against ${PAIRINGS[v.color].against(colors)} (${v.ratio}:1; needs ${v.needs}:1)`,
  }));
}

/**
 * The colours a change makes worth checking: those it changes and those whose partner it changes.
 * A console save checks these only, so a brand stored before this rule can still edit its menu.
 */
export function touchedColors(before: BrandColors, after: BrandColors): BrandColor[] {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return BRAND_COLORS.filter(
    (c) =>
      !same(before[c], after[c]) || !same(PAIRINGS[c].against(before), PAIRINGS[c].against(after)),
  );
}
