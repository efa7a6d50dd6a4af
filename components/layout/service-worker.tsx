"use client";

import { useEffect } from "react";
import { WORKER_URL } from "@/lib/pwa/offline-caches";

/**
 * Registers the service worker (app/sw.ts) in production builds; `npm run dev` runs without
 * one, so that nothing kept stands between an edit and the page.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    // updateViaCache "none": each check for a new worker asks the server, not the HTTP cache.
    navigator.serviceWorker.register(WORKER_URL, { scope: "/", updateViaCache: "none" }).catch(() => {
      // Refused (a private window, storage off): the app works as a plain site.
    });
  }, []);
  return null;
}
