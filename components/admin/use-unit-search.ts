"use client";

import { useEffect, useState, useTransition } from "react";
import { useSettleAction } from "@/components/forms/settle-action";
import type { FetchPage } from "@/components/lists/use-server-list";
import type { ListItem } from "@/lib/admin/list-items";

/** Quiet time after typing before the units are searched. */
const SEARCH_DELAY_MS = 250;

/**
 * The units matching what is typed, searched on the server while the dialog
 * is open: the first page at once, then again a moment after typing stops.
 */
export function useUnitSearch({ open, findUnits }: { open: boolean; findUnits: FetchPage<ListItem> }) {
  const settleAction = useSettleAction();
  const [query, setQuery] = useState("");
  const [units, setUnits] = useState<ListItem[]>([]);
  const [more, setMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pending, startLoading] = useTransition();
  const typed = query.trim();

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(
      () =>
        startLoading(async () => {
          const result = await settleAction(() => findUnits(typed ? { q: typed } : {}));
          if (!current) return;
          setFailed(!result.ok);
          setUnits(result.ok ? result.data.items : []);
          setMore(result.ok && result.data.nextCursor !== null);
        }),
      typed ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, typed, findUnits, settleAction]);

  return { query, setQuery, units, more, failed, pending };
}
