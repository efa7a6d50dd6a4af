"use client";

import { useRouter } from "next/navigation";
import { type MouseEvent, useRef, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { settleAction } from "@/components/forms/settle-action";
import { toastWithUndo } from "./undo-toast";
import { useConfirm } from "@/components/layout/confirm-provider";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/types/action-result";
import type { FetchPage } from "@/components/lists/use-server-list";
import type { ListItem } from "@/lib/admin/list-items";
import type { BulkDeleted, MembershipChanged, Restored } from "@/lib/validation/bulk";
import { UnitChoiceDialog } from "./unit-choice-dialog";

type MembershipInput = { ids: number[]; unit: string };

/** A section's bulk actions: its REST calls (as server actions) and the nouns its texts use. */
export type BulkActions = {
  noun: string;
  plural: string;
  deleteMany: (ids: number[]) => Promise<ActionResult<BulkDeleted>>;
  addToUnit: (input: MembershipInput) => Promise<ActionResult<MembershipChanged>>;
  removeFromUnit: (input: MembershipInput) => Promise<ActionResult<MembershipChanged>>;
  undo: (token: string) => Promise<ActionResult<Restored>>;
  /** The units to choose from, searched on the server. */
  findUnits: FetchPage<ListItem>;
  /** The ids of every record a search finds, beyond the rows loaded. */
  findMatchingIds: (query: { q?: string }) => Promise<ActionResult<{ ids: number[]; more: boolean }>>;
};

/**
 * Which rows of a list are chosen: a click toggles one row, a shift-click
 * sets every row between it and the row clicked before to the same state.
 * "All matching" chooses every record the search finds, loaded or not, until
 * a row is clicked.
 */
export function useSelection(items: ListItem[]) {
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState<{ ids: number[]; more: boolean } | null>(null);
  const anchor = useRef<number | null>(null);

  const toggle = (index: number, event: MouseEvent<HTMLInputElement>) => {
    const key = items[index]!.key;
    const base = allMatching ? new Set(items.map((item) => item.key)) : chosen;
    const checked = !base.has(key);
    const from = event.shiftKey && anchor.current !== null ? Math.min(anchor.current, index) : index;
    const to = event.shiftKey && anchor.current !== null ? Math.max(anchor.current, index) : index;
    const next = new Set(base);
    for (const item of items.slice(from, to + 1)) {
      if (checked) next.add(item.key);
      else next.delete(item.key);
    }
    anchor.current = index;
    setAllMatching(null);
    setChosen(next);
  };

  const stop = () => {
    setSelecting(false);
    setChosen(new Set());
    setAllMatching(null);
    anchor.current = null;
  };

  const chosenItems = allMatching ? items : items.filter((item) => chosen.has(item.key));
  return {
    selecting,
    start: () => setSelecting(true),
    stop,
    isChosen: (key: string) => allMatching !== null || chosen.has(key),
    toggle,
    /** Every row shown (what the search found), or none. */
    chooseAll: (all: boolean) => {
      setAllMatching(null);
      setChosen(all ? new Set(items.map((item) => item.key)) : new Set());
    },
    chooseAllMatching: setAllMatching,
    allMatching,
    chosenIds: allMatching
      ? allMatching.ids
      : chosenItems.flatMap((item) => (item.id === undefined ? [] : [item.id])),
    chosenItems,
  };
}

type Selection = ReturnType<typeof useSelection>;

const counted = (count: number, { noun, plural }: BulkActions) =>
  `${count.toLocaleString("en")} ${count === 1 ? noun : plural}`;

type UnitChange = "add" | "remove";

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
  const router = useRouter();
  const confirm = useConfirm();
  const [pending, startPending] = useTransition();
  const [unitChange, setUnitChange] = useState<UnitChange | null>(null);
  const ids = selection.chosenIds;
  const count = ids.length;
  const allChosen = selection.allMatching !== null || (count > 0 && count === shownCount);

  // Offered by the toast after the bar has closed, so it needs nothing of the bar but the router.
  const offerUndo = (message: string, token: string, undone: (restored: number) => string) =>
    toastWithUndo(message, { undo: () => bulk.undo(token), undone, afterUndo: router.refresh });

  const remove = async () => {
    const what = counted(count, bulk);
    const agreed = await confirm({
      title: `Delete ${what}`,
      message: `Please confirm that you are going to delete ${what}? You can undo it for a few seconds afterwards.`,
    });
    if (!agreed) return;
    const chosen = selection.chosenItems;
    startPending(async () => {
      const result = await settleAction(() => bulk.deleteMany(ids));
      if (!result.ok) {
        toast.error(`Error deleting ${bulk.plural}`, { description: result.message });
        return;
      }
      const { deleted, undoToken } = result.data;
      offerUndo(
        `${counted(deleted, bulk)} deleted`,
        undoToken,
        (restored) => `${counted(restored, bulk)} restored`,
      );
      const openDeleted =
        openKey !== null && (selection.allMatching || chosen.some((item) => item.key === openKey));
      if (openDeleted) router.push(listHref);
      selection.stop();
      router.refresh();
    });
  };

  const changeUnit = (change: UnitChange, unit: ListItem) =>
    startPending(async () => {
      const call = change === "add" ? bulk.addToUnit : bulk.removeFromUnit;
      const result = await settleAction(() => call({ ids, unit: unit.key }));
      if (!result.ok) {
        // A refusal of the unit (too many members) is a 422 whose reason is its field's message.
        const reason = Object.values(result.fields ?? {})[0] ?? result.message;
        toast.error(`Could not change unit ${unit.label}`, { description: reason });
        return;
      }
      const { changed, undoToken } = result.data;
      selection.stop();
      if (changed === 0) {
        toast.info(
          change === "add"
            ? `Every chosen ${bulk.noun} is in ${unit.label} already`
            : `No chosen ${bulk.noun} is in ${unit.label}`,
        );
        return;
      }
      offerUndo(
        `${counted(changed, bulk)} ${change === "add" ? "added to" : "removed from"} ${unit.label}`,
        undoToken,
        () => `${unit.label} is as it was`,
      );
      router.refresh();
    });

  const chooseAllMatching = () =>
    startPending(async () => {
      const result = await settleAction(() => bulk.findMatchingIds(query ? { q: query } : {}));
      if (!result.ok) {
        toast.error(`Can not fetch ${bulk.plural}`, { description: result.message });
        return;
      }
      selection.chooseAllMatching(result.data);
    });

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
        All shown
      </label>
      {partial && !matching ? (
        <Button variant="ghost" onClick={chooseAllMatching} disabled={pending}>
          All matching
        </Button>
      ) : null}
      <span className="text-slate-600" aria-live="polite">
        {matching
          ? matching.more
            ? `The first ${counted(count, bulk)} matching chosen (one action takes at most that many)`
            : `All ${counted(count, bulk)} matching chosen`
          : `${count} chosen`}
      </span>
      <span className="ml-auto flex flex-wrap gap-2">
        <Button variant="ghost" onClick={selection.stop} disabled={pending}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => setUnitChange("add")} disabled={pending || count === 0}>
          Add to unit
        </Button>
        <Button variant="secondary" onClick={() => setUnitChange("remove")} disabled={pending || count === 0}>
          Remove from unit
        </Button>
        <Button variant="danger" onClick={remove} disabled={pending || count === 0}>
          Delete
        </Button>
      </span>
      <UnitChoiceDialog
        open={unitChange !== null}
        onOpenChange={(open) => (open ? undefined : setUnitChange(null))}
        title={
          unitChange === "remove"
            ? `Remove ${counted(count, bulk)} from a unit`
            : `Add ${counted(count, bulk)} to a unit`
        }
        confirmLabel={unitChange === "remove" ? "Remove" : "Add"}
        findUnits={bulk.findUnits}
        onChoose={(unit) => unitChange && changeUnit(unitChange, unit)}
      />
    </div>
  );
}
