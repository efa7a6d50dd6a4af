import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { CATALOGUES } from "@/messages";
import { LOCALE_COOKIE, localeOrDefault } from "@/lib/i18n/locales";

// The server's own zone, as next-intl would take it, but read once instead of once per request.
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

// No locale in the URL: the cookie alone names it, so every route keeps its path.
export default getRequestConfig(async () => {
  const locale = localeOrDefault((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: CATALOGUES[locale], timeZone: SERVER_TIME_ZONE };
});
