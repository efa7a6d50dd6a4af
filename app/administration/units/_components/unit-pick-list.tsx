"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { PickList } from "@/components/admin/units/pick-list";
import { type FetchPage, useServerPages } from "@/components/lists/use-server-list";
import { Button } from "@/components/ui/button";
import type { PickItem, PickOptions } from "@/lib/admin/list-items";
import type { PickSection } from "@/lib/admin/pick-options";
import { matchesSearch } from "@/lib/domain/filters";

/**
 * A unit's pick list of words or phrases. A list that fits one page is all
 * here and filtered in the browser (words only, as the spec has it); a
 * longer one is searched on the server, a page at a time, with the unit's
 * own items listed first when the page shown does not hold them.
 */
export function UnitPickList({
  section,
  legend,
  options,
  selected,
  onChange,
  readOnly,
  error,
  filterable,
  findOptions,
}: {
  section: PickSection;
  legend: string;
  options: PickOptions;
  selected: number[];
  onChange: (ids: number[]) => void;
  readOnly: boolean;
  error?: string;
  /** Whether a list that is all here has a filter box. */
  filterable: boolean;
  /** The options of a list longer than a page, searched on the server. */
  findOptions: FetchPage<PickItem>;
}) {
  const t = useTranslations("admin.pick");
  const complete = options.nextCursor === null;
  const [filter, setFilter] = useState("");
  const { page, failed, pending, showMore } = useServerPages<PickItem>({
    initial: { items: options.items, nextCursor: options.nextCursor },
    fetchPage: complete ? null : findOptions,
    query: filter,
    delayMs: 250,
  });
  // The labels of the chosen items, whichever page they were chosen from.
  const [known, setKnown] = useState(() => new Map(options.chosen.map((item) => [item.id, item])));
  const shown = complete ? page.items.filter((item) => matchesSearch(filter, item.label)) : page.items;
  const onPage = new Set(shown.map((item) => item.id));
  const pinned = complete
    ? []
    : selected.filter((id) => !onPage.has(id)).flatMap((id) => known.get(id) ?? []);
  const choose = (ids: number[]) => {
    const added = shown.filter((item) => ids.includes(item.id) && !known.has(item.id));
    if (added.length > 0)
      setKnown((before) => new Map([...before, ...added.map((item) => [item.id, item] as const)]));
    onChange(ids);
  };
  return (
    <PickList
      name={section}
      legend={legend}
      regionLabel={t("region", { section })}
      items={[...pinned, ...shown]}
      total={complete ? options.items.length : undefined}
      selected={selected}
      onChange={choose}
      readOnly={readOnly}
      error={error}
      loadError={options.error ?? (failed ? t("loadFailed", { section }) : undefined)}
      filter={
        filterable || !complete ? (
          <input
            type="search"
            aria-label={t("filter", { section })}
            placeholder={t("filterPlaceholder", { section })}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            // Enter here narrows the list; it must not save the unit.
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault();
            }}
            className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
          />
        ) : undefined
      }
      more={
        showMore && !readOnly ? (
          <Button variant="secondary" onClick={showMore} disabled={pending}>
            {t("more", { section })}
          </Button>
        ) : undefined
      }
    />
  );
}
