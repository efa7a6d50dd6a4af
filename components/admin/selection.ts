"use client";

import { type MouseEvent, useRef, useState } from "react";
import type { ListItem } from "@/lib/admin/list-items";

/**
 * Which rows of a list are chosen: a click toggles one row, a shift-click
 * sets every row between it and the row clicked before to the same state.
 * "All matching" chooses every record the search finds, loaded or not, until
 * a row is clicked.
 */
export function useSelection(items: ListItem[]) {
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState<{ ids: number[]; more: boolean } | null>(null);
  const anchor = useRef<number | null>(null);

  const toggle = (index: number, event: MouseEvent<HTMLInputElement>) => {
    const key = items[index]!.key;
    const base = allMatching ? new Set(items.map((item) => item.key)) : chosen;
    const checked = !base.has(key);
    const from = event.shiftKey && anchor.current !== null ? Math.min(anchor.current, index) : index;
    const to = event.shiftKey && anchor.current !== null ? Math.max(anchor.current, index) : index;
    const next = new Set(base);
    for (const item of items.slice(from, to + 1)) {
      if (checked) next.add(item.key);
      else next.delete(item.key);
    }
    anchor.current = index;
    setAllMatching(null);
    setChosen(next);
  };

  const stop = () => {
    setSelecting(false);
    setChosen(new Set());
    setAllMatching(null);
    anchor.current = null;
  };

  const chosenItems = allMatching ? items : items.filter((item) => chosen.has(item.key));
  return {
    selecting,
    start: () => setSelecting(true),
    stop,
    isChosen: (key: string) => allMatching !== null || chosen.has(key),
    toggle,
    /** Every row shown (what the search found), or none. */
    chooseAll: (all: boolean) => {
      setAllMatching(null);
      setChosen(all ? new Set(items.map((item) => item.key)) : new Set());
    },
    chooseAllMatching: setAllMatching,
    allMatching,
    chosenIds: allMatching
      ? allMatching.ids
      : chosenItems.flatMap((item) => (item.id === undefined ? [] : [item.id])),
    chosenItems,
  };
}

export type Selection = ReturnType<typeof useSelection>;
