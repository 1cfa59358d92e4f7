import type { StoreConfigs } from "@/domain/brand-config";
import { textColorOn } from "@/domain/color";

/**
 * The brand's colours as CSS variables in the server-rendered HTML, so the first paint is already
 * in the brand's colours. Values are validated hex colours (brand-config.ts), safe to inline.
 */
export function BrandStyle({ colors }: { colors: StoreConfigs["branding"]["colors"] }) {
  const css =
    `:root{--brand-primary:${colors.primary};--brand-on-primary:${textColorOn(colors.primary)};` +
    `--brand-surface-variant:${colors.surfaceVariant};--brand-outline:${colors.outline};` +
    `--brand-secondary-container:${colors.secondaryContainer};` +
    `--brand-on-secondary-container:${colors.onSecondaryContainer};}`;
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
