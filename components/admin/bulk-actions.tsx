"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type BulkActions, type UnitChange, useBulkOperations, useCounted } from "./bulk-operations";
import type { Selection } from "./selection";
import { UnitChoiceDialog } from "./unit-choice-dialog";

/**
 * The bar of a list in selection mode: how many rows are chosen (those shown,
 * or every match of the search), then Delete behind one confirmation, or Add
 * to / Remove from a unit chosen in a dialog; the toast that follows offers
 * Undo for 10 seconds.
 */
export function BulkToolbar({
  bulk,
  selection,
  shownCount,
  query,
  partial,
  openKey,
  listHref,
}: {
  bulk: BulkActions;
  selection: Selection;
  shownCount: number;
  /** The search the list shows. */
  query: string;
  /** Whether more records match than the list has loaded. */
  partial: boolean;
  /** The item open beside the list: when it is deleted, the list is shown instead. */
  openKey: string | null;
  listHref: string;
}) {
  const { pending, remove, changeUnit, chooseAllMatching } = useBulkOperations(bulk, selection, {
    query,
    openKey,
    listHref,
  });
  const t = useTranslations("admin.bulk");
  const { counted, countedObject } = useCounted(bulk.section);
  const [unitChange, setUnitChange] = useState<UnitChange | null>(null);
  const count = selection.chosenIds.length;
  const allChosen = selection.allMatching !== null || (count > 0 && count === shownCount);

  const matching = selection.allMatching;
  return (
    <div className="flex flex-wrap items-center gap-2 border-y border-slate-100 bg-slate-50 px-4 py-2 text-sm">
      <label className="flex min-h-10 items-center gap-2 text-slate-700">
        <input
          type="checkbox"
          checked={allChosen}
          onChange={(event) => selection.chooseAll(event.target.checked)}
          className="size-4"
        />
        {t("allShown")}
      </label>
      {partial && !matching ? (
        <Button variant="ghost" onClick={chooseAllMatching} disabled={pending}>
          {t("allMatching")}
        </Button>
      ) : null}
      <span className="text-slate-600" aria-live="polite">
        {matching
          ? matching.more
            ? t("firstMatchingChosen", { what: counted(count) })
            : t("allMatchingChosen", { what: counted(count) })
          : t("chosen", { count: String(count) })}
      </span>
      <span className="ml-auto flex flex-wrap gap-2">
        <Button variant="ghost" onClick={selection.stop} disabled={pending}>
          {t("cancel")}
        </Button>
        <Button variant="secondary" onClick={() => setUnitChange("add")} disabled={pending || count === 0}>
          {t("addToUnit")}
        </Button>
        <Button variant="secondary" onClick={() => setUnitChange("remove")} disabled={pending || count === 0}>
          {t("removeFromUnit")}
        </Button>
        <Button variant="danger" onClick={remove} disabled={pending || count === 0}>
          {t("delete")}
        </Button>
      </span>
      <UnitChoiceDialog
        open={unitChange !== null}
        onOpenChange={(open) => (open ? undefined : setUnitChange(null))}
        title={
          unitChange === "remove"
            ? t("removeTitle", { what: countedObject(count) })
            : t("addTitle", { what: countedObject(count) })
        }
        confirmLabel={unitChange === "remove" ? t("remove") : t("add")}
        findUnits={bulk.findUnits}
        onChoose={(unit) => unitChange && changeUnit(unitChange, unit)}
      />
    </div>
  );
}
