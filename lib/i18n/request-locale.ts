import "server-only";
import { getLocale } from "next-intl/server";
import { type Locale, localeOrDefault } from "@/lib/i18n/locales";

/**
 * The language of the request being answered. Outside a request (a script,
 * a test calling a service's caller directly) there is no cookie to read:
 * English, the default. Next's own signals (they carry a digest) go on.
 */
export async function requestLocale(): Promise<Locale> {
  try {
    return localeOrDefault(await getLocale());
  } catch (error) {
    if (typeof error === "object" && error !== null && "digest" in error) throw error;
    return "en";
  }
}
