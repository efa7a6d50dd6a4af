// What the service worker (app/sw.ts) keeps and where, shared with the pages
// that empty its caches at login and logout. The precache (the build's static
// files and the icons) is Serwist's and holds nothing of a user's.

/** Where the worker is served (app/serwist/[path]/route.ts); its scope is the whole site. */
export const WORKER_URL = "/serwist/sw.js";

/** Every cache whose name starts so holds pages of one session: emptied when the session changes. */
export const RUNTIME_CACHE_PREFIX = "practice-runtime-";
export const PAGES_CACHE = `${RUNTIME_CACHE_PREFIX}pages`;

/** The offline page, answered for a page that is neither reachable nor kept. */
export const OFFLINE_PATH = "/offline";
export const OFFLINE_CACHE = "practice-offline";

// The learner's reading pages: home, the units (a unit's words and texts) and the statistics; and
// the review page, which offline runs on the due cards kept in IndexedDB (its copy's own cards are
// replaced by them). Review answers a guest with a sign-in prompt, not a redirect, so a guest's copy
// holds nothing, and the copies go at every login and logout. Not the guarded pages (account,
// administration: a guest must meet the login page, not a copy), the login and registration forms,
// nor search results (one copy per query).
const KEPT_PAGES = [/^\/$/, /^\/units(\/|$)/, /^\/statistics(\/|$)/, /^\/review$/];

/** Whether a page at this path is kept for reading offline. */
export function keepsPageOffline(pathname: string): boolean {
  return KEPT_PAGES.some((pattern) => pattern.test(pathname));
}
