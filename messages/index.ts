import type { Locale } from "@/lib/i18n/locales";
import enAuth from "./en/auth.json";
import enCommon from "./en/common.json";
import enHome from "./en/home.json";
import enTest from "./en/test.json";
import enTestTypes from "./en/testTypes.json";
import enUnits from "./en/units.json";
import ruAuth from "./ru/auth.json";
import ruCommon from "./ru/common.json";
import ruHome from "./ru/home.json";
import ruTest from "./ru/test.json";
import ruTestTypes from "./ru/testTypes.json";
import ruUnits from "./ru/units.json";

/**
 * Each locale's catalogue, one file per namespace (an area of the app) so
 * that work in different areas does not meet in one JSON file. A new
 * namespace is one import per locale here.
 */
export const CATALOGUES = {
  en: { common: enCommon, home: enHome, auth: enAuth, testTypes: enTestTypes, units: enUnits, test: enTest },
  ru: { common: ruCommon, home: ruHome, auth: ruAuth, testTypes: ruTestTypes, units: ruUnits, test: ruTest },
} satisfies Record<Locale, unknown>;

export type Namespace = keyof (typeof CATALOGUES)["en"];

/** What the client provider is given: the namespaces client components translate with. */
export const CLIENT_NAMESPACES = ["common", "auth"] as const satisfies readonly Namespace[];
