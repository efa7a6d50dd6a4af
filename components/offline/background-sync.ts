"use client";

import { ANSWERS_SYNC_TAG, SEND_ANSWERS_MESSAGE } from "@/lib/pwa/background-sync";

/** Background Sync's part of a registration (Chromium has it; Firefox and Safari do not). */
type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register: (tag: string) => Promise<void> };
};

/**
 * Asks the browser to wake the service worker once the connection is back,
 * so the answers kept on the device are sent even when the page has not
 * noticed it yet. Where the browser has no Background Sync (or no worker:
 * `npm run dev`), the page's own triggers (load, online, every 20 s) send them.
 */
export async function requestAnswersSync(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    const registration: SyncRegistration | undefined = await navigator.serviceWorker.getRegistration();
    await registration?.sync?.register(ANSWERS_SYNC_TAG);
  } catch {
    // Refused (permission, private mode): the page's triggers remain.
  }
}

/** Calls `send` when the service worker says the browser's sync fired; returns the unsubscribe. */
export function onWorkerAsksToSend(send: () => void): () => void {
  if (!("serviceWorker" in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SEND_ANSWERS_MESSAGE) send();
  };
  navigator.serviceWorker.addEventListener("message", listener);
  return () => navigator.serviceWorker.removeEventListener("message", listener);
}
