import type { Locale } from "@/domain/locale";
import type { Messages } from "./catalogs";

// Types every `t("…")` against the English catalog (next-intl's AppConfig).
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
