"use client";

import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server's render and the hydration that follows it, true after:
 * what only the browser knows waits for it, and a button that does nothing
 * without the page's handlers is disabled until then rather than swallowing a
 * click on a slow device.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
