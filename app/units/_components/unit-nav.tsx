"use client";

import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { settleAction } from "@/components/forms/settle-action";
import type { Page } from "@/lib/types/page";
import { findUnitAction, findUnitsAction } from "../actions";

type UnitLink = { id: number; name: string; url: string };

/** Typing pauses this long before the list asks the server. */
const SEARCH_DELAY_MS = 250;

/**
 * The units the side list shows: the first page, then what a search finds
 * and the pages the learner asks for. With more units than one page the
 * list searches and pages on the server, so every page that carries it stays
 * the same size however many units there are.
 */
function useUnitPages(initial: Page<UnitLink>) {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(initial);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();
  // Only the latest request may change the list: answers can arrive out of order.
  const latest = useRef(0);

  const fetchPage = (q: string, cursor: string | null) => {
    const request = ++latest.current;
    startTransition(async () => {
      const query = { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) };
      const result = await settleAction(() => findUnitsAction(query));
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

  useEffect(() => {
    if (initial.nextCursor === null) return;
    const trimmed = query.trim();
    const timer = setTimeout(() => {
      if (trimmed) return fetchPage(trimmed, null);
      latest.current += 1;
      setPage(initial);
      setFailed(false);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, initial]);

  return {
    searchable: initial.nextCursor !== null,
    query,
    setQuery,
    page,
    failed,
    pending,
    showMore: () => page.nextCursor && fetchPage(query.trim(), page.nextCursor),
  };
}

/** The selected unit when the shown page does not hold it, so it stays highlighted. */
function useSelectedUnit(selected: string | null, shown: UnitLink[]) {
  const [unit, setUnit] = useState<UnitLink | null>(null);
  const missing = selected !== null && !shown.some((each) => each.url === selected);
  useEffect(() => {
    if (!missing || unit?.url === selected) return;
    let current = true;
    void settleAction(() => findUnitAction(selected)).then((result) => {
      if (current && result.ok) setUnit(result.data);
    });
    return () => {
      current = false;
    };
  }, [missing, selected, unit?.url]);
  return missing && unit?.url === selected ? unit : null;
}

/**
 * The unit list: a fixed column on desktop, a horizontally scrollable row of
 * pills on phones. The selected unit comes from the route, so it stays
 * highlighted on every page inside the unit.
 */
export function UnitNav({ initial }: { initial: Page<UnitLink> }) {
  const selected = useSelectedLayoutSegment();
  const currentRef = useRef<HTMLAnchorElement>(null);
  const { searchable, query, setQuery, page, failed, pending, showMore } = useUnitPages(initial);
  const pinned = useSelectedUnit(selected, page.items);
  const units = pinned ? [pinned, ...page.items] : page.items;

  // On phones the selected pill may sit beyond the right edge of the row;
  // "nearest" keeps the page itself from scrolling vertically.
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [selected, pinned]);

  return (
    <nav aria-label="Units">
      <h2 className="mb-2 px-1 text-xs font-semibold tracking-wider text-slate-500 uppercase md:pl-4">
        Units
      </h2>
      {searchable && (
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Find a unit"
          aria-label="Find a unit"
          maxLength={100}
          className="focus:border-brand-500 focus:ring-brand-500 mb-2 w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm focus:ring-1 focus:outline-none"
        />
      )}
      <ul
        aria-busy={pending}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0 md:pb-0"
      >
        {units.map((unit) => {
          const current = unit.url === selected;
          return (
            <li key={unit.id} className="shrink-0">
              <Link
                href={`/units/${unit.url}`}
                ref={current ? currentRef : undefined}
                aria-current={current ? "page" : undefined}
                className="aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 md:aria-[current=page]:bg-brand-50 md:aria-[current=page]:text-brand-700 hover:border-brand-500 block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm whitespace-nowrap text-slate-700 transition-colors aria-[current=page]:font-semibold aria-[current=page]:text-white md:rounded-lg md:border-0 md:border-l-4 md:border-transparent md:bg-transparent md:px-3 md:py-2 md:whitespace-normal md:hover:bg-slate-100"
              >
                {unit.name}
              </Link>
            </li>
          );
        })}
        {page.nextCursor && (
          <li className="shrink-0">
            <button
              type="button"
              onClick={showMore}
              disabled={pending}
              className="text-brand-700 hover:bg-brand-50 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap disabled:opacity-60 md:w-full md:text-left"
            >
              More units
            </button>
          </li>
        )}
      </ul>
      <p role="status" className="px-1 text-sm text-slate-500 md:pl-4">
        {failed
          ? "Could not load units"
          : searchable && query.trim() && !pending && page.items.length === 0
            ? "No unit matches"
            : ""}
      </p>
    </nav>
  );
}
