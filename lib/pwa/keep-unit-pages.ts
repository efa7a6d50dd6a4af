import { PAGES_CACHE } from "./offline-caches";

/** The pages a unit's tests are reached and taken through, which the worker keeps once visited. */
function unitTestPages(unitUrl: string, testTypes: readonly string[]): string[] {
  const base = `/units/${unitUrl}`;
  return [
    base,
    `${base}/tests`,
    ...testTypes.flatMap((slug) => [`${base}/tests/${slug}`, `${base}/tests/${slug}/in-progress`]),
  ];
}

/**
 * Run in the browser when a learner keeps a unit for offline use: its test
 * pages go into the worker's kept pages now, as a visit would put them, so a
 * test never opened online still opens offline. Never throws: without Cache
 * Storage (plain http) or a worker, the kept words alone are what is kept.
 */
export async function keepUnitPages(unitUrl: string, testTypes: readonly string[]): Promise<void> {
  if (typeof caches === "undefined" || !navigator.serviceWorker?.controller) return;
  try {
    const cache = await caches.open(PAGES_CACHE);
    for (const path of unitTestPages(unitUrl, testTypes)) {
      const response = await fetch(path, { credentials: "same-origin" });
      if (response.status === 200 && !response.redirected) await cache.put(path, response);
    }
  } catch {
    // Offline meanwhile, or storage refused: the pages visited online are kept anyway.
  }
}
