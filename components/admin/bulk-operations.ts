"use client";

import { useRouter } from "next/navigation";
import { settleAction } from "@/components/forms/settle-action";
import type { FetchPage } from "@/components/lists/use-server-list";
import { useConfirm } from "@/components/layout/confirm-provider";
import { toast } from "@/components/ui/toast";
import type { ListItem } from "@/lib/admin/list-items";
import type { ActionResult } from "@/lib/types/action-result";
import type { BulkDeleted, MembershipChanged, Restored } from "@/lib/validation/bulk";
import { useActionQueue } from "./action-queue";
import type { Selection } from "./selection";
import { toastWithUndo } from "./undo-toast";

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

export type UnitChange = "add" | "remove";

export const counted = (count: number, { noun, plural }: BulkActions) =>
  `${count.toLocaleString("en")} ${count === 1 ? noun : plural}`;

/**
 * What the bar of a list in selection mode does with the chosen rows:
 * delete them behind one confirmation, add them to or remove them from a
 * unit, or choose every match of the search. The toast that follows a
 * change offers Undo for 10 seconds; the actions revalidate the list.
 */
export function useBulkOperations(
  bulk: BulkActions,
  selection: Selection,
  { query, openKey, listHref }: { query: string; openKey: string | null; listHref: string },
) {
  const router = useRouter();
  const confirm = useConfirm();
  const [run, pending] = useActionQueue();
  const ids = selection.chosenIds;

  const offerUndo = (message: string, token: string, undone: (restored: number) => string) =>
    toastWithUndo(message, { undo: () => bulk.undo(token), undone });

  const remove = async () => {
    const what = counted(ids.length, bulk);
    const agreed = await confirm({
      title: `Delete ${what}`,
      message: `Please confirm that you are going to delete ${what}? You can undo it for a few seconds afterwards.`,
    });
    if (!agreed) return;
    const chosen = selection.chosenItems;
    run(async () => {
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
    });
  };

  const changeUnit = (change: UnitChange, unit: ListItem) =>
    run(async () => {
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
      const moved = change === "add" ? "added to" : "removed from";
      offerUndo(
        `${counted(changed, bulk)} ${moved} ${unit.label}`,
        undoToken,
        () => `${unit.label} is as it was`,
      );
    });

  const chooseAllMatching = () =>
    run(async () => {
      const result = await settleAction(() => bulk.findMatchingIds(query ? { q: query } : {}));
      if (!result.ok) {
        toast.error(`Can not fetch ${bulk.plural}`, { description: result.message });
        return;
      }
      selection.chooseAllMatching(result.data);
    });

  return { pending, remove, changeUnit, chooseAllMatching };
}
