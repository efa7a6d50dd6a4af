"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's render and until the page has hydrated, true once its
 * handlers are attached: a button that does nothing without them is disabled
 * until then, rather than swallowing a click on a slow device.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
