"use client";

import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { usePinnedItem, useServerPages } from "@/components/lists/use-server-list";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search-scope";
import type { UnitMark } from "@/lib/types/classes";
import type { Page } from "@/lib/types/page";
import { findUnitAction, findUnitsAction } from "../actions";

type UnitLink = { id: number; name: string; url: string };

/** Typing pauses this long before the list asks the server. */
const SEARCH_DELAY_MS = 250;

const urlOf = (unit: UnitLink) => unit.url;

/**
 * The unit list: a fixed column on desktop, a horizontally scrollable row of
 * pills on phones. The selected unit comes from the route, so it stays
 * highlighted on every page inside the unit.
 */
export function UnitNav({
  initial,
  marks = {},
}: {
  initial: Page<UnitLink>;
  /** The learner's assigned units: "Assigned · due 3 Dec" or "Done". */
  marks?: Record<number, UnitMark>;
}) {
  const t = useTranslations("units.nav");
  const selected = useSelectedLayoutSegment();
  const currentRef = useRef<HTMLAnchorElement>(null);
  // With more units than one page the list searches and pages on the server,
  // so every page that carries it stays the same size however many units there are.
  const searchable = initial.nextCursor !== null;
  const [query, setQuery] = useState("");
  const { page, failed, pending, showMore } = useServerPages({
    initial,
    fetchPage: searchable ? findUnitsAction : null,
    query,
    delayMs: SEARCH_DELAY_MS,
  });
  const pinned = usePinnedItem({
    selected,
    shown: page.items,
    keyOf: urlOf,
    fetchItem: searchable ? findUnitAction : null,
  });
  const units = pinned ? [pinned, ...page.items] : page.items;

  // On phones the selected pill may sit beyond the right edge of the row;
  // "nearest" keeps the page itself from scrolling vertically.
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [selected, pinned]);

  return (
    <nav aria-label={t("label")}>
      <h2 className="mb-2 px-1 text-xs font-semibold tracking-wider text-slate-500 uppercase md:pl-4">
        {t("heading")}
      </h2>
      {searchable && (
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("find")}
          aria-label={t("find")}
          maxLength={MAX_SEARCH_LENGTH}
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
                className="unit-nav-link"
              >
                <span translate="no">{unit.name}</span>
                {marks[unit.id] ? <AssignedMark mark={marks[unit.id]!} current={current} /> : null}
              </Link>
            </li>
          );
        })}
        {showMore && (
          <li className="shrink-0">
            <button
              type="button"
              onClick={showMore}
              disabled={pending}
              className="text-brand-700 hover:bg-brand-50 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap disabled:opacity-60 md:w-full md:text-left"
            >
              {t("more")}
            </button>
          </li>
        )}
      </ul>
      <p role="status" className="px-1 text-sm text-slate-500 md:pl-4">
        {failed
          ? t("loadFailed")
          : searchable && query.trim() && !pending && page.items.length === 0
            ? t("noMatch")
            : ""}
      </p>
    </nav>
  );
}

/** Under the unit's name; the selected unit's pill keeps its own colours. */
function AssignedMark({ mark, current }: { mark: UnitMark; current: boolean }) {
  const tone = current ? "" : mark.done ? "text-success" : "text-slate-600";
  return (
    <span data-testid="assigned-mark" className={`block text-xs font-medium ${tone}`}>
      {mark.done ? "✓ " : ""}
      {mark.text}
    </span>
  );
}
