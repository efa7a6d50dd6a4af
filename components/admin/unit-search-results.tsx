"use client";

import { useTranslations } from "next-intl";
import { type ListItem, markOf } from "@/lib/admin/list-items";

/** The units found, one radio button each, with a word when the search failed, found none or found too many. */
export function UnitSearchResults({
  units,
  chosen,
  onChoose,
  pending,
  failed,
  more,
}: {
  units: ListItem[];
  chosen: ListItem | null;
  onChoose: (unit: ListItem) => void;
  pending: boolean;
  failed: boolean;
  more: boolean;
}) {
  const t = useTranslations("admin.unitChoice");
  return (
    <fieldset
      className="h-[300px] min-h-24 overflow-y-auto rounded-lg border border-slate-200"
      aria-busy={pending}
    >
      <legend className="sr-only">{t("found")}</legend>
      {failed ? <p className="p-3 text-sm text-red-700">{t("fetchFailed")}</p> : null}
      {!failed && !pending && units.length === 0 ? (
        <p className="p-3 text-sm text-slate-600">{t("none")}</p>
      ) : null}
      {units.map((unit) => (
        <label
          key={unit.key}
          className="flex min-h-10 cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-50"
        >
          <input
            type="radio"
            name="unit"
            checked={chosen?.key === unit.key}
            onChange={() => onChoose(unit)}
            className="mt-0.5 size-4 shrink-0"
          />
          <span>
            <span {...markOf(unit.labelMark)}>{unit.label}</span>
            <span {...markOf(unit.secondaryMark)} className="block text-xs text-slate-500">
              {unit.secondary}
            </span>
          </span>
        </label>
      ))}
      {more ? <p className="p-3 text-xs text-slate-600">{t("more")}</p> : null}
    </fieldset>
  );
}
