"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ColumnHeaders } from "@/components/ui/column-headers";
import { type ContentMark, markOf } from "@/lib/admin/list-items";
import type { ImportReport, ImportRowStatus } from "@/lib/validation/transfer";

const STATUS_CLASS: Record<ImportRowStatus, string> = {
  new: "bg-emerald-50 text-emerald-800",
  changed: "bg-sky-50 text-sky-800",
  unchanged: "bg-slate-100 text-slate-600",
  invalid: "bg-red-50 text-red-800",
};

/** Which of a row's cells the preview shows: the main one and the one under it, and how each is marked as content. */
export type PreviewFields = {
  label: string;
  secondary: string;
  labelMark?: ContentMark;
  secondaryMark?: ContentMark;
};

type Row = ImportReport["rows"][number];

/** What the preview lists: every row, or the rows of one status the teacher acts on. */
type Filter = "all" | "new" | "changed" | "invalid";
const FILTERS: Filter[] = ["all", "new", "changed", "invalid"];

/** A changed row's fields that change: what each is now, struck out, and what it becomes. */
function Changes({ row }: { row: Row }) {
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-xs">
      {Object.entries(row.before ?? {}).map(([field, before]) => (
        <li key={field} className="break-words">
          <span className="text-slate-500">{field}: </span>
          <del className="text-red-800">{before}</del>
          <span aria-hidden="true"> → </span>
          <ins className="text-emerald-800 no-underline">{row.values[field]}</ins>
        </li>
      ))}
    </ul>
  );
}

function PreviewRow({ row, fields }: { row: Row; fields: PreviewFields }) {
  const t = useTranslations("admin.csv");
  // The server sends the reasons in the reader's language; a reason of the whole row names no field.
  const reasons = Object.entries(row.errors).map(([field, message]) =>
    field === "row" ? message : t("field", { field, message }),
  );
  const status = {
    new: t("statuses.new"),
    changed: t("statuses.changed"),
    unchanged: t("statuses.unchanged"),
    invalid: t("statuses.invalid"),
  }[row.status];
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-2 py-1 text-slate-500">{row.row}</td>
      <td className="px-2 py-1">
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_CLASS[row.status]}`}>
          {status}
        </span>
      </td>
      <td className="px-2 py-1 break-words">
        <span {...markOf(fields.labelMark)}>{row.values[fields.label]}</span>
        <span {...markOf(fields.secondaryMark)} className="block text-xs text-slate-500">
          {row.values[fields.secondary]}
        </span>
        {row.suggested?.map((field) => (
          <span key={field} className="block text-xs text-slate-600">
            {t("suggested", { field, value: row.values[field] ?? "" })}
          </span>
        ))}
        {row.status === "changed" ? <Changes row={row} /> : null}
        {row.status === "invalid" ? (
          <span className="block text-xs text-red-800">{reasons.join("; ")}</span>
        ) : null}
      </td>
    </tr>
  );
}

/** The filter's buttons, each with the count of its rows. */
function FilterBar({
  counts,
  filter,
  onChange,
}: {
  counts: ImportReport["counts"];
  filter: Filter;
  onChange: (filter: Filter) => void;
}) {
  const t = useTranslations("admin.csv");
  const total = counts.new + counts.changed + counts.unchanged + counts.invalid;
  const countOf = (each: Filter) => (each === "all" ? total : counts[each]);
  return (
    <div role="group" aria-label={t("filterLabel")} className="flex flex-wrap gap-1">
      {FILTERS.map((each) => (
        <button
          key={each}
          type="button"
          aria-pressed={filter === each}
          onClick={() => onChange(each)}
          className={`rounded-full border px-2.5 py-0.5 text-xs ${
            filter === each
              ? "border-slate-800 bg-slate-800 text-white"
              : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
          }`}
        >
          {t(`filters.${each}`, { count: String(countOf(each)) })}
        </button>
      ))}
    </div>
  );
}

/** The previewed rows with their counts, filtered to new, changed or invalid rows on request. */
export function ImportPreview({ report, fields }: { report: ImportReport; fields: PreviewFields }) {
  const t = useTranslations("admin.csv");
  const [filter, setFilter] = useState<Filter>("all");
  const { counts } = report;
  const shown = filter === "all" ? report.rows : report.rows.filter((row) => row.status === filter);
  return (
    <>
      <p role="status" className="text-sm text-slate-700">
        {t("counts", {
          added: String(counts.new),
          changed: String(counts.changed),
          unchanged: String(counts.unchanged),
          invalid: String(counts.invalid),
        })}
      </p>
      <FilterBar counts={counts} filter={filter} onChange={setFilter} />
      {/* It scrolls: the box itself takes focus, so a keyboard can scroll it too. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t("caption")}
        className="max-h-72 overflow-auto rounded-lg border border-slate-200"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
            <ColumnHeaders
              columns={[t("row"), t("status"), t("item")].map((label) => ({ label, className: "px-2 py-1" }))}
            />
          </thead>
          <tbody>
            {shown.map((row) => (
              <PreviewRow key={row.row} row={row} fields={fields} />
            ))}
            {shown.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-2 py-2 text-slate-500">
                  {t("noRows")}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </>
  );
}
