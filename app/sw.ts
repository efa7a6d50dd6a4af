/// <reference lib="webworker" />
// The service worker, bundled by app/serwist/[path]/route.ts at build time. It answers two
// kinds of request and lets every other one (the REST API, next-auth, server actions, the
// router's payloads, anything not a GET) go to the network untouched: the build's static
// files from the precache, and page loads, which wait for the network and fall back to a
// kept copy or to the offline page. Why this much and no more: docs/decisions.md.
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  Serwist,
  type SerwistGlobalConfig,
} from "serwist";
import { ANSWERS_SYNC_TAG, SEND_ANSWERS_MESSAGE } from "../lib/pwa/background-sync";
import { keepsPageOffline, OFFLINE_CACHE, OFFLINE_PATH, PAGES_CACHE } from "../lib/pwa/offline-caches";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    // The build's static files and public/, injected when the worker is bundled.
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (Chromium's; TypeScript's worker library does not describe it). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Only a whole page answered 200 is kept: not a redirect (to the login page), an error page or a 404.
const keptPages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * 24 * 60 * 60 }),
  ],
});
const otherPages = new NetworkOnly();

/**
 * The offline page, fetched with the session and language of the moment: kept at install, and
 * fetched again by the page at login and logout (lib/pwa/session-caches.ts).
 */
async function keepOfflinePage(): Promise<void> {
  const response = await fetch(OFFLINE_PATH, { credentials: "same-origin" });
  if (response.ok) await (await caches.open(OFFLINE_CACHE)).put(OFFLINE_PATH, response);
}

async function loadPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  const strategy = keepsPageOffline(options.url.pathname) ? keptPages : otherPages;
  try {
    return await strategy.handle(options);
  } catch {
    return (await caches.match(OFFLINE_PATH, { cacheName: OFFLINE_CACHE })) ?? Response.error();
  }
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new worker takes over at once: the pages are the server's, and the precache of the
  // old build is dropped when the new one activates.
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      method: "GET",
      handler: loadPage,
    },
  ],
});

self.addEventListener("install", (event) => {
  // Offline at install, the worker installs without the page; the next login or logout keeps it.
  event.waitUntil(keepOfflinePage().catch(() => undefined));
});

/**
 * The connection is back (Background Sync): the open pages send the review answers kept on the
 * device, with their session. The worker sends nothing itself: it holds no credentials, and the
 * pages already send through the one authorized path (the review page's server action). No page
 * open: the answers wait for the next page load, which sends them.
 */
async function wakePages(): Promise<void> {
  const pages = await self.clients.matchAll({ type: "window" });
  for (const page of pages) page.postMessage({ type: SEND_ANSWERS_MESSAGE });
}

self.addEventListener("sync" as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === ANSWERS_SYNC_TAG) sync.waitUntil(wakePages());
});

serwist.addEventListeners();
