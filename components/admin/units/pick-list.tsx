"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { EmptyText, ErrorText } from "@/components/ui/status";

import { markOf, type PickItem } from "@/lib/admin/list-items";

/**
 * Membership by id: a checkbox per item while editing, only the chosen items
 * (read-only) otherwise. The list scrolls within 300px (SPEC: pick lists).
 */
export function PickList({
  name,
  legend,
  regionLabel,
  items,
  total,
  selected,
  onChange,
  readOnly,
  error,
  loadError,
  filter,
  more,
}: {
  name: string;
  legend: string;
  /** The read-only list's name ("Selected words"), in the chosen language. */
  regionLabel: string;
  /** The items to show: already narrowed by the filter, if any. */
  items: PickItem[];
  /** How many items exist before filtering (unknown for a list searched on the server). */
  total?: number;
  selected: number[];
  onChange: (ids: number[]) => void;
  readOnly: boolean;
  error?: string;
  loadError?: string;
  filter?: ReactNode;
  /** Under the list: the next page of a long one. */
  more?: ReactNode;
}) {
  const t = useTranslations("admin.pick");
  const chosen = new Set(selected);
  const shown = readOnly ? items.filter((item) => chosen.has(item.id)) : items;
  const toggle = (id: number) =>
    onChange(chosen.has(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  const errorId = `${name}-error`;

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <PickLegend legend={legend} count={selected.length} total={total} readOnly={readOnly} />
      {readOnly ? null : filter}
      <div
        // Read-only rows have nothing to focus, so the box itself takes focus to scroll by keyboard.
        tabIndex={readOnly && shown.length > 0 ? 0 : undefined}
        role={readOnly ? "region" : undefined}
        aria-label={readOnly ? regionLabel : undefined}
        className={`max-h-[300px] overflow-y-auto rounded-lg border ${readOnly ? "bg-slate-50" : "bg-white"} ${
          error ? "border-error" : "border-slate-300"
        }`}
      >
        {loadError ? <ErrorText message={loadError} /> : null}
        {!loadError && shown.length === 0 ? <EmptyText>{t("empty")}</EmptyText> : null}
        {shown.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {shown.map((item) => (
              <li key={item.id}>
                {readOnly ? (
                  <p className="px-3 py-2 text-sm text-slate-800">
                    <ItemText item={item} />
                  </p>
                ) : (
                  <label className="has-[:checked]:bg-brand-50/60 flex cursor-pointer items-start gap-3 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      name={name}
                      value={item.id}
                      checked={chosen.has(item.id)}
                      onChange={() => toggle(item.id)}
                      className="accent-brand-600 mt-0.5 size-4 shrink-0"
                    />
                    <ItemText item={item} />
                  </label>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {more}
      {error ? (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The list's name, and how many of its items are chosen (of how many, when that is known). */
function PickLegend({
  legend,
  count,
  total,
  readOnly,
}: {
  legend: string;
  count: number;
  total?: number;
  readOnly: boolean;
}) {
  const t = useTranslations("admin.pick");
  return (
    <legend className="mb-1 flex w-full items-baseline justify-between gap-2 text-sm font-medium text-slate-700">
      <span>{legend}</span>
      <span className="text-xs font-normal text-slate-500 tabular-nums">
        {readOnly
          ? `${count}`
          : total === undefined
            ? t("selected", { selected: String(count) })
            : t("selectedOf", { selected: String(count), total: String(total) })}
      </span>
    </legend>
  );
}

function ItemText({ item }: { item: PickItem }) {
  return (
    <span className="min-w-0 break-words">
      <span {...markOf(item.labelMark)}>{item.label}</span>
      {item.secondary ? (
        // Slate-500 falls short of 4.5:1 on a checked row's brand-50 background.
        <span className="text-slate-600">
          {" / "}
          <span {...markOf(item.secondaryMark)}>{item.secondary}</span>
        </span>
      ) : null}
    </span>
  );
}
