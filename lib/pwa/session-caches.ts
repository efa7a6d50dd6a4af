import { OFFLINE_CACHE, OFFLINE_PATH, RUNTIME_CACHE_PREFIX } from "./offline-caches";

/**
 * Run in the browser when the session changes (login, logout): the kept pages were the
 * previous session's, so they go, and the offline page is fetched again for the new one (its
 * top bar names the account). Never throws: a browser without Cache Storage (a page on plain
 * http) has nothing to empty, and a failure here must not undo the login or logout.
 */
export async function forgetSessionPages(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX)).map((name) => caches.delete(name)),
    );
    if (names.includes(OFFLINE_CACHE)) await (await caches.open(OFFLINE_CACHE)).add(OFFLINE_PATH);
  } catch {
    // Offline, or storage refused: the next login or logout tries again.
  }
}
