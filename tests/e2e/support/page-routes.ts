// Every page of the app with the accounts that can open it, for the
// accessibility suite. tests/e2e/accessibility.spec.ts compares the `route`
// column with the page files under app/, so a new page fails the suite until
// it is listed here.

import { TEST_TYPES } from "../../../lib/domain/test-types";

export type Role = "guest" | "learner" | "editor" | "admin";

/**
 * What a path may depend on: the learner whose results the statistics pages
 * show, and the editor's class (with that learner in it and units assigned).
 */
type RouteData = { learner: string; classId: number };

export type PageRoute = {
  /** The page file's route under app/ (route groups dropped), or "not-found" / "forbidden". */
  route: string;
  /** The address to open. */
  path: string | ((data: RouteData) => string);
  /** Who opens it; guests sent to /login and the 403 page are not listed here. */
  roles: readonly Role[];
  /** What the page shows once loaded (default: its first-level heading). */
  shows?: "chart" | "badges" | "activity";
};

const LEARNER_PAGES: readonly Role[] = ["guest", "learner"];
const CONTENT_STAFF: readonly Role[] = ["editor", "admin"];
const ADMIN: readonly Role[] = ["admin"];
/** The demo teacher (the editor) opens their class's pages, as does an administrator. */
const TEACHER: readonly Role[] = ["editor", "admin"];

/** The administration sections whose detail page also creates an item at `new`. */
const SECTIONS = [
  { section: "units", param: "unitUrl", item: "travel", roles: CONTENT_STAFF },
  { section: "words", param: "wordUrl", item: "apple", roles: CONTENT_STAFF },
  { section: "phrases", param: "phraseUrl", item: "glass-of-water", roles: CONTENT_STAFF },
  { section: "scopes", param: "scopeUrl", item: "editor", roles: ADMIN },
  { section: "endpoints", param: "endpointUrl", item: "create-unit", roles: ADMIN },
] as const;

const sectionPages: PageRoute[] = SECTIONS.flatMap(({ section, param, item, roles }) => [
  { route: `/administration/${section}`, path: `/administration/${section}`, roles },
  { route: `/administration/${section}/[${param}]`, path: `/administration/${section}/${item}`, roles },
  { route: `/administration/${section}/[${param}]`, path: `/administration/${section}/new`, roles },
]);

export const PAGE_ROUTES: readonly PageRoute[] = [
  { route: "/", path: "/", roles: LEARNER_PAGES },
  { route: "/login", path: "/login", roles: ["guest"] },
  { route: "/register", path: "/register", roles: ["guest"] },
  { route: "/personal-account", path: "/personal-account", roles: ["learner", "admin"] },
  // A code no class has (tests/e2e/class-learner.spec.ts opens a class's own link).
  { route: "/join/[code]", path: "/join/ZZZZZZZZ", roles: ["learner"] },
  { route: "/units", path: "/units", roles: LEARNER_PAGES },
  { route: "/units/[unitUrl]", path: "/units/travel", roles: LEARNER_PAGES },
  { route: "/units/[unitUrl]/vocabulary", path: "/units/travel/vocabulary", roles: LEARNER_PAGES },
  { route: "/units/[unitUrl]/grammar", path: "/units/travel/grammar", roles: LEARNER_PAGES },
  { route: "/units/[unitUrl]/learn", path: "/units/travel/learn", roles: LEARNER_PAGES },
  { route: "/units/[unitUrl]/tests", path: "/units/travel/tests", roles: LEARNER_PAGES },
  ...TEST_TYPES.map(({ slug }) => slug).flatMap((type): PageRoute[] => [
    { route: "/units/[unitUrl]/tests/[testType]", path: `/units/travel/tests/${type}`, roles: LEARNER_PAGES },
    {
      route: "/units/[unitUrl]/tests/[testType]/in-progress",
      path: `/units/travel/tests/${type}/in-progress`,
      roles: LEARNER_PAGES,
    },
  ]),
  {
    route: "/units/[unitUrl]/tests/[testType]/statistics",
    path: "/units/travel/tests/words-writing/statistics",
    roles: LEARNER_PAGES,
  },
  // A learner sees the activity calendar with results, an administrator an empty one.
  { route: "/statistics", path: "/statistics", roles: [...LEARNER_PAGES, "admin"], shows: "activity" },
  // Guests are sent to /login; the session's question, feedback and finish are checked in learner-review.spec.ts.
  { route: "/review", path: "/review", roles: ["learner"] },
  { route: "/statistics/[testType]", path: "/statistics/words-writing", roles: ["learner"], shows: "badges" },
  { route: "/statistics/[testType]", path: "/statistics/phrases", roles: LEARNER_PAGES },
  {
    route: "/statistics/[testType]/[unitUrl]",
    path: "/statistics/words-writing/travel",
    roles: ["learner"],
    shows: "chart",
  },
  { route: "/statistics/[testType]/[unitUrl]", path: "/statistics/words-writing/travel", roles: ["guest"] },
  { route: "/search", path: "/search?q=travel", roles: LEARNER_PAGES },
  { route: "/search", path: "/search?q=qqqqqq", roles: ["learner"] },
  { route: "/search", path: "/search", roles: ["guest"] },
  // What the service worker answers offline for a page it has no copy of; online, a page like any other.
  { route: "/offline", path: "/offline", roles: LEARNER_PAGES },
  { route: "not-found", path: "/no-such-page", roles: LEARNER_PAGES },
  { route: "forbidden", path: "/administration", roles: ["learner"] },
  // A section refused to an editor: the administration's 403 page, under its menu.
  { route: "forbidden", path: "/administration/users", roles: ["editor"] },

  // The learner's list shows the class they belong to; the editor teaches it.
  { route: "/classes", path: "/classes", roles: ["learner", "editor"] },
  { route: "/classes/[id]", path: ({ classId }) => `/classes/${classId}`, roles: ["editor"] },
  { route: "forbidden", path: ({ classId }) => `/classes/${classId}`, roles: ["learner"] },

  { route: "/administration", path: "/administration", roles: CONTENT_STAFF },
  ...sectionPages,
  { route: "/administration/users", path: "/administration/users", roles: ADMIN },
  {
    route: "/administration/users/[login]",
    path: ({ learner }) => `/administration/users/${learner}`,
    roles: ADMIN,
  },
  {
    route: "/administration/users/[login]/statistics",
    path: ({ learner }) => `/administration/users/${learner}/statistics`,
    roles: ADMIN,
  },
  {
    route: "/administration/users/[login]/statistics/[testType]",
    path: ({ learner }) => `/administration/users/${learner}/statistics/words-writing`,
    roles: ADMIN,
    shows: "badges",
  },
  {
    route: "/administration/users/[login]/statistics/[testType]/[unitUrl]",
    path: ({ learner }) => `/administration/users/${learner}/statistics/words-writing/travel`,
    roles: ADMIN,
    shows: "chart",
  },
  { route: "/classes/[id]/progress", path: ({ classId }) => `/classes/${classId}/progress`, roles: TEACHER },
  {
    route: "/classes/[id]/learners/[login]/statistics",
    path: ({ classId, learner }) => `/classes/${classId}/learners/${learner}/statistics`,
    roles: TEACHER,
  },
  {
    route: "/classes/[id]/learners/[login]/statistics/[testType]",
    path: ({ classId, learner }) => `/classes/${classId}/learners/${learner}/statistics/words-writing`,
    roles: TEACHER,
    shows: "badges",
  },
  {
    route: "/classes/[id]/learners/[login]/statistics/[testType]/[unitUrl]",
    path: ({ classId, learner }) => `/classes/${classId}/learners/${learner}/statistics/words-writing/travel`,
    roles: TEACHER,
    shows: "chart",
  },
];
