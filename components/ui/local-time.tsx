"use client";

import { useSyncExternalStore } from "react";

const local = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const utc = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const subscribe = () => () => {};

/**
 * A moment in the reader's own time zone, which only the browser knows: the
 * server's render says UTC, and the browser replaces it once hydrated.
 */
export function LocalTime({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => local.format(new Date(iso)),
    () => `${utc.format(new Date(iso))} UTC`,
  );
  return <time dateTime={iso}>{text}</time>;
}
