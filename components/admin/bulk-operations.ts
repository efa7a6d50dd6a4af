"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSettleAction } from "@/components/forms/settle-action";
import type { FetchPage } from "@/components/lists/use-server-list";
import { useConfirm } from "@/components/layout/confirm-provider";
import { toast } from "@/components/ui/toast";
import type { ListItem } from "@/lib/admin/list-items";
import type { ActionResult } from "@/lib/types/action-result";
import type { BulkDeleted, MembershipChanged, Restored } from "@/lib/validation/bulk";
import { useActionQueue } from "./action-queue";
import type { Selection } from "./selection";
import { useUndoToast } from "./undo-toast";

type MembershipInput = { ids: number[]; unit: string };

/** A section's bulk actions: its REST calls (as server actions), and the section its texts speak of. */
export type BulkActions = {
  /** "words" or "phrases": the texts count the section's records in their own words. */
  section: string;
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

/** "3 words": a count of the section's records, as the subject of a text and as its object (Russian's cases). */
export function useCounted(section: string) {
  const t = useTranslations("admin.bulk");
  return {
    counted: (count: number) => t("counted", { section, count }),
    countedObject: (count: number) => t("countedAccusative", { section, count }),
  };
}

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
  const t = useTranslations("admin.bulk");
  const td = useTranslations("admin.detail");
  const showUndo = useUndoToast();
  const settleAction = useSettleAction();
  const { counted, countedObject } = useCounted(bulk.section);
  const { section } = bulk;
  const [run, pending] = useActionQueue();
  const ids = selection.chosenIds;

  const offerUndo = (message: string, token: string, undone: (restored: number) => string) =>
    showUndo(message, { undo: () => bulk.undo(token), undone });

  const remove = async () => {
    const what = countedObject(ids.length);
    const agreed = await confirm({
      title: t("deleteTitle", { what }),
      message: t("deleteMessage", { what }),
      confirmLabel: td("yes"),
      cancelLabel: td("no"),
    });
    if (!agreed) return;
    const chosen = selection.chosenItems;
    run(async () => {
      const result = await settleAction(() => bulk.deleteMany(ids));
      if (!result.ok) {
        toast.error(t("deleteFailed", { section }), { description: result.message });
        return;
      }
      const { deleted, undoToken } = result.data;
      offerUndo(t("deleted", { what: counted(deleted) }), undoToken, (restored) =>
        t("restored", { what: counted(restored) }),
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
        toast.error(t("changeFailed", { unit: unit.label }), { description: reason });
        return;
      }
      const { changed, undoToken } = result.data;
      selection.stop();
      if (changed === 0) {
        toast.info(
          change === "add"
            ? t("alreadyIn", { section, unit: unit.label })
            : t("noneIn", { section, unit: unit.label }),
        );
        return;
      }
      const what = counted(changed);
      offerUndo(
        change === "add" ? t("added", { what, unit: unit.label }) : t("removed", { what, unit: unit.label }),
        undoToken,
        () => t("asItWas", { unit: unit.label }),
      );
    });

  const chooseAllMatching = () =>
    run(async () => {
      const result = await settleAction(() => bulk.findMatchingIds(query ? { q: query } : {}));
      if (!result.ok) {
        toast.error(t("fetchFailed", { section }), { description: result.message });
        return;
      }
      selection.chooseAllMatching(result.data);
    });

  return { pending, remove, changeUnit, chooseAllMatching };
}
