import type { Locale } from "@/lib/i18n/locales";
import enAccount from "./en/account.json";
import enAuth from "./en/auth.json";
import enCommon from "./en/common.json";
import enHome from "./en/home.json";
import enReview from "./en/review.json";
import enStatistics from "./en/statistics.json";
import enTestTypes from "./en/testTypes.json";
import ruAccount from "./ru/account.json";
import ruAuth from "./ru/auth.json";
import ruCommon from "./ru/common.json";
import ruHome from "./ru/home.json";
import ruReview from "./ru/review.json";
import ruStatistics from "./ru/statistics.json";
import ruTestTypes from "./ru/testTypes.json";

/**
 * Each locale's catalogue, one file per namespace (an area of the app) so
 * that work in different areas does not meet in one JSON file. A new
 * namespace is one import per locale here.
 */
export const CATALOGUES = {
  en: {
    common: enCommon,
    home: enHome,
    auth: enAuth,
    testTypes: enTestTypes,
    review: enReview,
    statistics: enStatistics,
    account: enAccount,
  },
  ru: {
    common: ruCommon,
    home: ruHome,
    auth: ruAuth,
    testTypes: ruTestTypes,
    review: ruReview,
    statistics: ruStatistics,
    account: ruAccount,
  },
} satisfies Record<Locale, unknown>;

export type Namespace = keyof (typeof CATALOGUES)["en"];

/** What the client provider is given: the namespaces client components translate with. */
export const CLIENT_NAMESPACES = ["common", "auth"] as const satisfies readonly Namespace[];
