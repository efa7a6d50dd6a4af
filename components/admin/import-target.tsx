"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { FetchPage } from "@/components/lists/use-server-list";
import type { ListItem } from "@/lib/admin/list-items";
import { useUnitSearch } from "./use-unit-search";

/** Where an import puts its words: nowhere beyond the list, a new unit (by name) or an existing one (by url). */
export type ImportTarget =
  { kind: "none" } | { kind: "new"; name: string } | { kind: "existing"; unit: string };

/** The import request's part that names the unit. */
export function targetFields(target: ImportTarget): { unit?: string; newUnit?: string } {
  if (target.kind === "new") return { newUnit: target.name };
  if (target.kind === "existing" && target.unit !== "") return { unit: target.unit };
  return {};
}

/** Whether the target is chosen completely (a new unit's name typed, an existing unit picked). */
export const targetReady = (target: ImportTarget) =>
  target.kind === "none" || (target.kind === "new" ? target.name.trim() !== "" : target.unit !== "");

const fieldClass = "rounded-lg border border-slate-300 px-3 py-1.5 text-sm";

/** The units matching what is typed, to choose one from. */
function ExistingUnit({
  unit,
  onChange,
  findUnits,
}: {
  unit: string;
  onChange: (unit: string) => void;
  findUnits: FetchPage<ListItem>;
}) {
  const t = useTranslations("admin.csv.target");
  const search = useUnitSearch({ open: true, findUnits });
  const chosenShown = search.units.some((each) => each.key === unit);
  return (
    <div className="flex flex-col gap-2 pl-6 sm:flex-row">
      <input
        type="search"
        aria-label={t("search")}
        placeholder={t("search")}
        value={search.query}
        onChange={(event) => search.setQuery(event.target.value)}
        className={`${fieldClass} sm:w-1/2`}
      />
      <select
        aria-label={t("unit")}
        value={chosenShown ? unit : ""}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClass} sm:w-1/2`}
      >
        <option value="">
          {search.failed ? t("failed") : search.units.length === 0 ? t("noneFound") : t("choose")}
        </option>
        {search.units.map((each) => (
          <option key={each.key} value={each.key}>
            {each.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The import dialog's choice of the unit its words go to. */
export function ImportTargetChoice({
  target,
  onChange,
  findUnits,
}: {
  target: ImportTarget;
  onChange: (target: ImportTarget) => void;
  findUnits: FetchPage<ListItem>;
}) {
  const t = useTranslations("admin.csv.target");
  const name = useId();
  const radio = (kind: ImportTarget["kind"], label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name={name}
        checked={target.kind === kind}
        onChange={() =>
          onChange(kind === "new" ? { kind, name: "" } : kind === "existing" ? { kind, unit: "" } : { kind })
        }
      />
      {label}
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-1.5 text-sm text-slate-700">
      <legend className="mb-1 font-medium">{t("legend")}</legend>
      {radio("none", t("none"))}
      {radio("new", t("new"))}
      {target.kind === "new" ? (
        <input
          aria-label={t("newName")}
          placeholder={t("newName")}
          value={target.name}
          maxLength={200}
          onChange={(event) => onChange({ kind: "new", name: event.target.value })}
          className={`${fieldClass} ml-6`}
        />
      ) : null}
      {radio("existing", t("existing"))}
      {target.kind === "existing" ? (
        <ExistingUnit
          unit={target.unit}
          onChange={(unit) => onChange({ kind: "existing", unit })}
          findUnits={findUnits}
        />
      ) : null}
    </fieldset>
  );
}
