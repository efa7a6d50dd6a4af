"use client";

import Link from "next/link";
import { useSearchParams, useSelectedLayoutSegment } from "next/navigation";
import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button";
import { Card, EmptyText, ErrorText } from "@/components/ui/status";
import { matchesSearch } from "@/lib/domain/filters";
import { useEditing } from "./editing-context";

export type ListItem = {
  /** The route key of the item (url, value or login). */
  key: string;
  label: string;
  secondary?: string;
  /** The section's filter fields (SPEC: each section names them). */
  searchFields: string[];
};

/**
 * The common list of every administration section: title, add button,
 * filtering by the shared search value, the selected item highlighted and
 * scrolled into view, and everything locked while the detail edits.
 */
export function EntityList({
  title,
  basePath,
  items,
  error,
  addLabel,
}: {
  title: string;
  basePath: string;
  items: ListItem[];
  error?: string;
  addLabel?: string;
}) {
  const query = useSearchParams().get("q");
  const segment = useSelectedLayoutSegment();
  const selected = segment === null ? null : decodeURIComponent(segment);
  const { editing } = useEditing();
  const selectedRef = useRef<HTMLAnchorElement | null>(null);
  const visible = items.filter((item) => matchesSearch(query, ...item.searchFields));
  const suffix = query ? `?q=${encodeURIComponent(query)}` : "";

  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: "nearest" });
  }, [selected]);

  return (
    <Card padded={false} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2 px-4 pt-4">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
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
      {error ? <ErrorText message={error} /> : null}
      {!error && visible.length === 0 ? <EmptyText /> : null}
      {visible.length > 0 ? (
        <ul
          className="max-h-[60vh] overflow-y-auto pb-2"
          aria-label={title}
          // While the detail edits, the items are no links: the list itself takes the focus, so a
          // keyboard can still scroll it.
          tabIndex={editing ? 0 : undefined}
        >
          {visible.map((item) => {
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
                {editing ? (
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
    </Card>
  );
}
