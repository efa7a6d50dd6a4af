"use client";

import Link from "next/link";
import { useSearchParams, useSelectedLayoutSegment } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";
import {
  type FetchItem,
  type FetchPage,
  usePinnedItem,
  useServerPages,
} from "@/components/lists/use-server-list";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyText, ErrorText } from "@/components/ui/status";
import type { ListItem } from "@/lib/admin/list-items";
import { matchesSearch } from "@/lib/domain/filters";
import type { Page } from "@/lib/types/page";
import { type BulkActions, BulkToolbar, useSelection } from "./bulk-actions";
import { useEditing } from "./editing-context";

const keyOf = (item: ListItem) => item.key;

/**
 * The common list of every administration section: title, add button,
 * filtering by the shared search value (or, for a list longer than a page,
 * searching and paging on the server), the selected item highlighted and
 * scrolled into view, and everything locked while the detail edits.
 */
export function EntityList({
  title,
  basePath,
  initial,
  server,
  error,
  addLabel,
  tools,
  bulk,
}: {
  title: string;
  basePath: string;
  /** The first page; with no next cursor, the whole list. */
  initial: Page<ListItem>;
  /** How to ask for more of a list that can grow without bound. */
  server: { fetchPage: FetchPage<ListItem>; fetchItem: FetchItem<ListItem> } | null;
  error?: string;
  addLabel?: string;
  /** More of the section's actions, beside the add button (import and export). */
  tools?: ReactNode;
  /** Choosing many rows to delete or move at once, where the section offers it. */
  bulk?: BulkActions;
}) {
  const query = useSearchParams().get("q");
  const segment = useSelectedLayoutSegment();
  const selected = segment === null || segment === "new" ? null : decodeURIComponent(segment);
  const { editing } = useEditing();
  const selectedRef = useRef<HTMLAnchorElement | null>(null);
  // The whole list is filtered here, as the spec has it; a longer one is searched by the server.
  const complete = initial.nextCursor === null;
  const { page, failed, pending, showMore } = useServerPages({
    initial,
    fetchPage: complete ? null : (server?.fetchPage ?? null),
    query: query ?? "",
  });
  const pinned = usePinnedItem({
    selected,
    shown: page.items,
    keyOf,
    fetchItem: complete ? null : (server?.fetchItem ?? null),
  });
  const found = complete
    ? page.items.filter((item) => matchesSearch(query, ...item.searchFields))
    : page.items;
  const visible = pinned ? [pinned, ...found] : found;
  const selection = useSelection(visible);
  const suffix = query ? `?q=${encodeURIComponent(query)}` : "";
  const failure = error ?? (failed ? "Could not load the list" : undefined);

  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: "nearest" });
  }, [selected, pinned]);

  return (
    <Card padded={false} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {bulk && !editing && !selection.selecting && visible.length > 0 ? (
            <Button variant="ghost" onClick={selection.start}>
              Select
            </Button>
          ) : null}
          {tools}
          {addLabel ? (
            editing ? (
              <span aria-disabled="true" className={buttonClass("primary", "pointer-events-none opacity-50")}>
                {addLabel}
              </span>
            ) : (
              <Link href={`${basePath}/new${suffix}`} className={buttonClass("primary")}>
                {addLabel}
              </Link>
            )
          ) : null}
        </div>
      </div>
      {bulk && selection.selecting && !editing ? (
        <BulkToolbar
          bulk={bulk}
          selection={selection}
          shownCount={visible.length}
          query={query ?? ""}
          partial={page.nextCursor !== null}
          openKey={selected}
          listHref={basePath}
        />
      ) : null}
      {failure ? <ErrorText message={failure} /> : null}
      {!failure && !pending && visible.length === 0 ? <EmptyText /> : null}
      {visible.length > 0 ? (
        <ul
          className="max-h-[60vh] overflow-y-auto pb-2"
          aria-busy={pending}
          aria-label={title}
          // While the detail edits, the items are no links: the list itself takes the focus, so a
          // keyboard can still scroll it.
          tabIndex={editing ? 0 : undefined}
        >
          {visible.map((item, index) => {
            const isSelected = item.key === selected;
            // Slate-500 falls short of 4.5:1 on the selected item's brand-50 background.
            const secondaryClass = `block text-xs ${isSelected ? "text-slate-600" : "text-slate-500"}`;
            const className = `block border-l-4 px-4 py-2 ${
              isSelected
                ? "border-brand-600 bg-brand-50 font-medium text-brand-700"
                : "border-transparent text-slate-700"
            }`;
            return (
              <li key={item.key}>
                {selection.selecting && !editing ? (
                  <label className={`${className} flex cursor-pointer items-start gap-3 hover:bg-slate-50`}>
                    <input
                      type="checkbox"
                      checked={selection.isChosen(item.key)}
                      onClick={(event) => selection.toggle(index, event)}
                      onChange={() => undefined}
                      className="mt-1 size-4 shrink-0"
                    />
                    <span>
                      {item.label}
                      {item.secondary ? <span className={secondaryClass}>{item.secondary}</span> : null}
                    </span>
                  </label>
                ) : editing ? (
                  <span
                    aria-disabled="true"
                    aria-current={isSelected ? "true" : undefined}
                    className={`${className} cursor-not-allowed opacity-60`}
                  >
                    {item.label}
                    {item.secondary ? <span className={secondaryClass}>{item.secondary}</span> : null}
                  </span>
                ) : (
                  <Link
                    ref={isSelected ? selectedRef : undefined}
                    href={`${basePath}/${encodeURIComponent(item.key)}${suffix}`}
                    aria-current={isSelected ? "true" : undefined}
                    className={`${className} hover:bg-slate-50`}
                  >
                    {item.label}
                    {item.secondary ? <span className={secondaryClass}>{item.secondary}</span> : null}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {showMore && !editing ? (
        <div className="px-4 pb-4">
          <Button variant="secondary" onClick={showMore} disabled={pending} className="w-full">
            More
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
