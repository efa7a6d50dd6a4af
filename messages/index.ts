import type { Locale } from "@/lib/i18n/locales";
import enAdmin from "./en/admin.json";
import enAuth from "./en/auth.json";
import enCommon from "./en/common.json";
import enHome from "./en/home.json";
import ruAdmin from "./ru/admin.json";
import ruAuth from "./ru/auth.json";
import ruCommon from "./ru/common.json";
import ruHome from "./ru/home.json";

/**
 * Each locale's catalogue, one file per namespace (an area of the app) so
 * that work in different areas does not meet in one JSON file. A new
 * namespace is one import per locale here.
 */
export const CATALOGUES = {
  en: { common: enCommon, home: enHome, auth: enAuth, admin: enAdmin },
  ru: { common: ruCommon, home: ruHome, auth: ruAuth, admin: ruAdmin },
} satisfies Record<Locale, unknown>;

export type Namespace = keyof (typeof CATALOGUES)["en"];

/** What the client provider is given: the namespaces client components translate with. */
export const CLIENT_NAMESPACES = ["common", "auth"] as const satisfies readonly Namespace[];
