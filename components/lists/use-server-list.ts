"use client";

import { useEffect, useEffectEvent, useRef, useState, useTransition } from "react";
import { useSettleAction } from "@/components/forms/settle-action";
import type { ActionResult } from "@/lib/types/action-result";
import type { Page } from "@/lib/types/page";

/** What a list asks the server for: a search, and the page after a cursor. */
type PageRequest = { q?: string; cursor?: string };
export type FetchPage<T> = (request: PageRequest) => Promise<ActionResult<Page<T>>>;
export type FetchItem<T> = (key: string) => Promise<ActionResult<T>>;

/**
 * A list that holds one page and asks the server for the rest: what `query`
 * finds (after `delayMs` of quiet) and the next page on request. Only the
 * latest request may change the list, since answers can arrive out of order.
 * With `fetchPage` null the first page is the whole list and nothing is asked.
 */
export function useServerPages<T>({
  initial,
  fetchPage,
  query,
  delayMs = 0,
}: {
  initial: Page<T>;
  fetchPage: FetchPage<T> | null;
  query: string;
  delayMs?: number;
}) {
  const settleAction = useSettleAction();
  const [page, setPage] = useState(initial);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();
  const latest = useRef(0);
  const typed = query.trim();

  const load = (q: string, cursor: string | null) => {
    if (!fetchPage) return;
    const request = ++latest.current;
    startTransition(async () => {
      const result = await settleAction(() =>
        fetchPage({ ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) }),
      );
      if (request !== latest.current) return;
      setFailed(!result.ok);
      if (!result.ok) return;
      setPage((shown) =>
        cursor
          ? { items: [...shown.items, ...result.data.items], nextCursor: result.data.nextCursor }
          : result.data,
      );
    });
  };

  // What is typed (or the first page, once nothing is) replaces the list.
  const showFound = useEffectEvent((q: string) => {
    if (q) return load(q, null);
    latest.current += 1;
    setPage(initial);
    setFailed(false);
  });
  const asking = fetchPage !== null;
  useEffect(() => {
    if (!asking) return;
    const timer = setTimeout(() => showFound(typed), typed ? delayMs : 0);
    return () => clearTimeout(timer);
  }, [asking, typed, initial, delayMs]);

  return {
    page: fetchPage ? page : initial,
    failed,
    pending,
    showMore: fetchPage && page.nextCursor ? () => load(typed, page.nextCursor) : null,
  };
}

/**
 * The selected item when the pages shown do not hold it, asked from the
 * server, so a list can keep it highlighted (listed first).
 */
export function usePinnedItem<T>({
  selected,
  shown,
  keyOf,
  fetchItem,
}: {
  selected: string | null;
  shown: readonly T[];
  keyOf: (item: T) => string;
  fetchItem: FetchItem<T> | null;
}): T | null {
  const [pinned, setPinned] = useState<T | null>(null);
  const missing = fetchItem !== null && selected !== null && !shown.some((item) => keyOf(item) === selected);
  const pinnedKey = pinned === null ? null : keyOf(pinned);
  useEffect(() => {
    if (!missing || !fetchItem || selected === null || pinnedKey === selected) return;
    let current = true;
    // Not found, or not reached: the list goes on without the pinned item.
    fetchItem(selected).then(
      (result) => {
        if (current && result.ok) setPinned(result.data);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [missing, fetchItem, selected, pinnedKey]);
  return missing && pinnedKey === selected ? pinned : null;
}
