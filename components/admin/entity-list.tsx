"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useSearchParams, useSelectedLayoutSegment } from "next/navigation";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import {
  type FetchItem,
  type FetchPage,
  usePinnedItem,
  useServerPages,
} from "@/components/lists/use-server-list";
import { Button } from "@/components/ui/button";
import { buttonClass } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { EmptyText, ErrorText } from "@/components/ui/status";
import { type ListItem, markOf } from "@/lib/admin/list-items";
import { matchesSearch } from "@/lib/domain/filters";
import type { Page } from "@/lib/types/page";
import { BulkToolbar } from "./bulk-actions";
import type { BulkActions } from "./bulk-operations";
import { useSection } from "./section-context";
import { type Selection, useSelection } from "./selection";

const keyOf = (item: ListItem) => item.key;

/** One row of the list: a link to the item, a checkbox in selection mode, or locked while the detail edits. */
function ListRow({
  item,
  index,
  href,
  selected,
  selectedRef,
  editing,
  selection,
}: {
  item: ListItem;
  index: number;
  href: string;
  selected: boolean;
  selectedRef: RefObject<HTMLAnchorElement | null>;
  editing: boolean;
  selection: Selection;
}) {
  // Slate-500 falls short of 4.5:1 on the selected item's brand-50 background.
  const secondaryClass = `block text-xs ${selected ? "text-slate-600" : "text-slate-500"}`;
  const className = `block border-l-4 px-4 py-2 ${
    selected ? "border-brand-600 bg-brand-50 font-medium text-brand-700" : "border-transparent text-slate-700"
  }`;
  const label = (
    <>
      <span {...markOf(item.labelMark)}>{item.label}</span>
      {item.secondary ? (
        <span {...markOf(item.secondaryMark)} className={secondaryClass}>
          {item.secondary}
        </span>
      ) : null}
    </>
  );
  return (
    <li>
      {selection.selecting && !editing ? (
        <label className={`${className} flex cursor-pointer items-start gap-3 hover:bg-slate-50`}>
          <input
            type="checkbox"
            checked={selection.isChosen(item.key)}
            onClick={(event) => selection.toggle(index, event)}
            onChange={() => undefined}
            className="mt-1 size-4 shrink-0"
          />
          <span>{label}</span>
        </label>
      ) : editing ? (
        <span
          aria-disabled="true"
          aria-current={selected ? "true" : undefined}
          className={`${className} cursor-not-allowed opacity-60`}
        >
          {label}
        </span>
      ) : (
        <Link
          ref={selected ? selectedRef : undefined}
          href={href}
          aria-current={selected ? "true" : undefined}
          className={`${className} hover:bg-slate-50`}
        >
          {label}
        </Link>
      )}
    </li>
  );
}

export type ServerList = { fetchPage: FetchPage<ListItem>; fetchItem: FetchItem<ListItem> };

/**
 * The rows a list shows: the whole list filtered here, as the spec has it,
 * or a longer one searched by the server, with the selected item pinned on
 * top when the page shown does not hold it.
 */
function useListItems(
  initial: Page<ListItem>,
  server: ServerList | null,
  query: string | null,
  selected: string | null,
) {
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
    ? page.items.filter((item) =>
        matchesSearch(query, ...(item.searchFields ?? [item.label, item.secondary])),
      )
    : page.items;
  return { page, visible: pinned ? [pinned, ...found] : found, pinned, failed, pending, showMore };
}

/** The add button; while the detail edits, only its look. */
function AddLink({ label, href, locked }: { label: string; href: string; locked: boolean }) {
  if (locked) {
    return (
      <span aria-disabled="true" className={buttonClass("primary", "pointer-events-none opacity-50")}>
        {label}
      </span>
    );
  }
  return (
    <Link href={href} className={buttonClass("primary")}>
      {label}
    </Link>
  );
}

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
  server: ServerList | null;
  error?: string;
  addLabel?: string;
  /** More of the section's actions, beside the add button (import and export). */
  tools?: ReactNode;
  /** Choosing many rows to delete or move at once, where the section offers it. */
  bulk?: BulkActions;
}) {
  const t = useTranslations("admin.list");
  const query = useSearchParams().get("q");
  const segment = useSelectedLayoutSegment();
  const selected = segment === null || segment === "new" ? null : decodeURIComponent(segment);
  const { editing } = useSection();
  const selectedRef = useRef<HTMLAnchorElement | null>(null);
  const { page, visible, pinned, failed, pending, showMore } = useListItems(initial, server, query, selected);
  const selection = useSelection(visible);
  const suffix = query ? `?q=${encodeURIComponent(query)}` : "";
  const failure = error ?? (failed ? t("loadFailed") : undefined);

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
              {t("select")}
            </Button>
          ) : null}
          {tools}
          {addLabel ? <AddLink label={addLabel} href={`${basePath}/new${suffix}`} locked={editing} /> : null}
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
      {!failure && !pending && visible.length === 0 ? <EmptyText>{t("empty")}</EmptyText> : null}
      {visible.length > 0 ? (
        <ul
          className="max-h-[60vh] overflow-y-auto pb-2"
          aria-busy={pending}
          aria-label={title}
          // While the detail edits, the items are no links: the list itself takes the focus, so a
          // keyboard can still scroll it.
          tabIndex={editing ? 0 : undefined}
        >
          {visible.map((item, index) => (
            <ListRow
              key={item.key}
              item={item}
              index={index}
              href={`${basePath}/${encodeURIComponent(item.key)}${suffix}`}
              selected={item.key === selected}
              selectedRef={selectedRef}
              editing={editing}
              selection={selection}
            />
          ))}
        </ul>
      ) : null}
      {showMore && !editing ? (
        <div className="px-4 pb-4">
          <Button variant="secondary" onClick={showMore} disabled={pending} className="w-full">
            {t("more")}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
