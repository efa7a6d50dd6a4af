"use client";

import { useRouter } from "next/navigation";
import { type MouseEvent, useRef, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { settleAction } from "@/components/forms/settle-action";
import { useConfirm } from "@/components/layout/confirm-provider";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions";
import type { ListItem } from "@/lib/admin/list-items";
import type { BulkDeleted, Restored } from "@/lib/validation/bulk";

/** How long the toast of a bulk delete offers Undo (the server keeps the rows longer). */
const UNDO_TOAST_MS = 10_000;

/** A section's bulk delete: its REST calls (as server actions) and the nouns its texts use. */
export type BulkDelete = {
  noun: string;
  plural: string;
  deleteMany: (ids: number[]) => Promise<ActionResult<BulkDeleted>>;
  undo: (token: string) => Promise<ActionResult<Restored>>;
};

/**
 * Which rows of a list are chosen: a click toggles one row, a shift-click
 * sets every row between it and the row clicked before to the same state.
 */
export function useSelection(items: ListItem[]) {
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<number | null>(null);

  const toggle = (index: number, event: MouseEvent<HTMLInputElement>) => {
    const key = items[index]!.key;
    const checked = !chosen.has(key);
    const from = event.shiftKey && anchor.current !== null ? Math.min(anchor.current, index) : index;
    const to = event.shiftKey && anchor.current !== null ? Math.max(anchor.current, index) : index;
    const next = new Set(chosen);
    for (const item of items.slice(from, to + 1)) {
      if (checked) next.add(item.key);
      else next.delete(item.key);
    }
    anchor.current = index;
    setChosen(next);
  };

  const stop = () => {
    setSelecting(false);
    setChosen(new Set());
    anchor.current = null;
  };

  return {
    selecting,
    start: () => setSelecting(true),
    stop,
    isChosen: (key: string) => chosen.has(key),
    toggle,
    /** Every row shown (what the search found), or none. */
    chooseAll: (all: boolean) => setChosen(all ? new Set(items.map((item) => item.key)) : new Set()),
    chosenItems: items.filter((item) => chosen.has(item.key)),
  };
}

type Selection = ReturnType<typeof useSelection>;

const counted = (count: number, { noun, plural }: BulkDelete) => `${count} ${count === 1 ? noun : plural}`;

/**
 * The bar of a list in selection mode: how many rows are chosen, all or
 * none, and Delete behind one confirmation; the toast that follows offers
 * Undo for 10 seconds.
 */
export function BulkToolbar({
  bulk,
  selection,
  shownCount,
  openKey,
  listHref,
}: {
  bulk: BulkDelete;
  selection: Selection;
  shownCount: number;
  /** The item open beside the list: when it is deleted, the list is shown instead. */
  openKey: string | null;
  listHref: string;
}) {
  const router = useRouter();
  const confirm = useConfirm();
  const [pending, startPending] = useTransition();
  const chosen = selection.chosenItems;
  const allChosen = chosen.length > 0 && chosen.length === shownCount;

  // Offered by the toast after the bar has closed, so it needs nothing of the bar but the router.
  const undo = async (token: string) => {
    const result = await settleAction(() => bulk.undo(token));
    if (!result.ok) {
      toast.error(`Could not undo the delete of ${bulk.plural}`, { description: result.message });
      return;
    }
    toast.success(`${counted(result.data.restored, bulk)} restored`);
    router.refresh();
  };

  const remove = async () => {
    const count = counted(chosen.length, bulk);
    const agreed = await confirm({
      title: `Delete ${count}`,
      message: `Please confirm that you are going to delete ${count}? You can undo it for a few seconds afterwards.`,
    });
    if (!agreed) return;
    const ids = chosen.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    startPending(async () => {
      const result = await settleAction(() => bulk.deleteMany(ids));
      if (!result.ok) {
        toast.error(`Error deleting ${bulk.plural}`, { description: result.message });
        return;
      }
      const { deleted, undoToken } = result.data;
      toast.success(`${counted(deleted, bulk)} deleted`, {
        duration: UNDO_TOAST_MS,
        action: { label: "Undo", onClick: () => undo(undoToken) },
      });
      if (openKey !== null && chosen.some((item) => item.key === openKey)) router.push(listHref);
      selection.stop();
      router.refresh();
    });
  };

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
      <span className="text-slate-600" aria-live="polite">
        {chosen.length} chosen
      </span>
      <span className="ml-auto flex gap-2">
        <Button variant="ghost" onClick={selection.stop} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={remove} disabled={pending || chosen.length === 0}>
          Delete
        </Button>
      </span>
    </div>
  );
}
