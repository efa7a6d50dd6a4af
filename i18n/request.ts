import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { CATALOGUES } from "@/messages";
import { LOCALE_COOKIE, localeOrDefault } from "@/lib/i18n/locales";

// No locale in the URL: the cookie alone names it, so every route keeps its path.
export default getRequestConfig(async () => {
  const locale = localeOrDefault((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: CATALOGUES[locale] };
});
