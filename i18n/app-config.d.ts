import type { Locale } from "@/lib/i18n/locales";
import type { CATALOGUES } from "@/messages";

// English is the reference catalogue: a key missing from it fails to compile.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: (typeof CATALOGUES)["en"];
  }
}
