import type { Locale } from "@/lib/i18n/locales";
import enAccount from "./en/account.json";
import enAdmin from "./en/admin.json";
import enAdminAccess from "./en/adminAccess.json";
import enAuth from "./en/auth.json";
import enClasses from "./en/classes.json";
import enClassProgress from "./en/classProgress.json";
import enCommon from "./en/common.json";
import enErrors from "./en/errors.json";
import enHome from "./en/home.json";
import enJoining from "./en/joining.json";
import enReview from "./en/review.json";
import enStatistics from "./en/statistics.json";
import enTest from "./en/test.json";
import enTestTypes from "./en/testTypes.json";
import enUi from "./en/ui.json";
import enUnits from "./en/units.json";
import ruAccount from "./ru/account.json";
import ruAdmin from "./ru/admin.json";
import ruAdminAccess from "./ru/adminAccess.json";
import ruAuth from "./ru/auth.json";
import ruClasses from "./ru/classes.json";
import ruClassProgress from "./ru/classProgress.json";
import ruCommon from "./ru/common.json";
import ruErrors from "./ru/errors.json";
import ruHome from "./ru/home.json";
import ruJoining from "./ru/joining.json";
import ruReview from "./ru/review.json";
import ruStatistics from "./ru/statistics.json";
import ruTest from "./ru/test.json";
import ruTestTypes from "./ru/testTypes.json";
import ruUi from "./ru/ui.json";
import ruUnits from "./ru/units.json";

/**
 * Each locale's catalogue, one file per namespace (an area of the app) so
 * that work in different areas does not meet in one JSON file. A new
 * namespace is one import per locale here.
 */
export const CATALOGUES = {
  en: {
    account: enAccount,
    admin: enAdmin,
    adminAccess: enAdminAccess,
    auth: enAuth,
    classes: enClasses,
    classProgress: enClassProgress,
    common: enCommon,
    errors: enErrors,
    home: enHome,
    joining: enJoining,
    review: enReview,
    statistics: enStatistics,
    test: enTest,
    testTypes: enTestTypes,
    ui: enUi,
    units: enUnits,
  },
  ru: {
    account: ruAccount,
    admin: ruAdmin,
    adminAccess: ruAdminAccess,
    auth: ruAuth,
    classes: ruClasses,
    classProgress: ruClassProgress,
    common: ruCommon,
    errors: ruErrors,
    home: ruHome,
    joining: ruJoining,
    review: ruReview,
    statistics: ruStatistics,
    test: ruTest,
    testTypes: ruTestTypes,
    ui: ruUi,
    units: ruUnits,
  },
} satisfies Record<Locale, unknown>;
