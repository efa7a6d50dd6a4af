"use client";

import { useRouter } from "next/navigation";
import { startTransition, useActionState, useEffect, useState } from "react";
import { settleAction } from "@/components/forms/settle-action";
import { useConfirm } from "@/components/layout/confirm-provider";
import { toast } from "@/components/ui/toast";
import type { FieldErrors } from "@/lib/errors";
import { useEditing } from "./editing-context";
import type { RecordSection } from "./record-section";
import { toastWithUndo } from "./undo-toast";

type Mode = "none" | "edit" | "create";

/** The server's field messages of a refused save, for the edit they were made in. */
type Refusal = { edit: number; fields: FieldErrors };

/**
 * The state of a section's detail: view, edit and create modes ('new'
 * forces create), the draft, the save (the form's action) and the delete,
 * each through the section's own server action.
 */
export function useRecordDetail<T>(section: RecordSection<T>, record: T, isNew: boolean) {
  const router = useRouter();
  const confirm = useConfirm();
  const { setEditing } = useEditing();
  const [mode, setMode] = useState<Mode>(isNew ? "create" : "none");
  const [draft, setDraft] = useState<T>(record);
  // Each Edit and Cancel starts afresh: the messages of an earlier save are not shown again.
  const [edit, setEdit] = useState(0);
  // The refreshed server props arrive a moment after a save: until then, show what was saved.
  const [saved, setSaved] = useState<{ from: T; data: T } | null>(null);
  const current = saved && saved.from === record ? saved.data : record;

  useEffect(() => {
    setEditing(mode !== "none");
    return () => setEditing(false);
  }, [mode, setEditing]);

  const leave = (href: string) => {
    setMode("none");
    setEditing(false);
    router.push(href);
  };

  const [refusal, saveAction] = useActionState(async (previous: Refusal | null): Promise<Refusal | null> => {
    // Enter in a field of the read-only view submits the form too.
    if (mode === "none") return previous;
    const write = isNew && section.create ? section.create : section.update;
    const result = await settleAction(() => write(draft));
    if (!result.ok) {
      toast.error(section.saveFailed, { description: result.status === 422 ? undefined : result.message });
      return { edit, fields: result.fields ?? {} };
    }
    toast.success(section.saved);
    setSaved({ from: record, data: result.data });
    leave(section.hrefOf(result.data));
    return null;
  }, null);

  const [, removeAction, removing] = useActionState(async () => {
    const removal = section.removal!;
    const removed = current;
    const result = await settleAction(() => removal.remove(removed));
    if (!result.ok) {
      toast.error(removal.removeFailed, { description: result.message });
      return null;
    }
    const { undo } = removal;
    const undoToken = result.data?.undoToken;
    if (undo && undoToken) {
      toastWithUndo(removal.removed, {
        tone: removal.removedTone,
        undo: () => undo.call(undoToken),
        undone: () => undo.restored,
        afterUndo: () => router.push(section.hrefOf(removed)),
      });
    } else toast[removal.removedTone ?? "success"](removal.removed);
    leave(section.listHref);
    return null;
  }, null);

  const restart = (next: Mode) => {
    setEdit((count) => count + 1);
    setMode(next);
  };

  return {
    readOnly: mode === "none",
    draft: mode === "none" ? current : draft,
    setDraft,
    errors: refusal && refusal.edit === edit ? refusal.fields : {},
    saveAction,
    removing,
    startEdit: () => {
      setDraft(current);
      restart("edit");
    },
    cancel: () => {
      setDraft(record);
      if (!isNew) return restart("none");
      setEditing(false);
      router.push(section.listHref);
    },
    remove: section.removal
      ? async () => {
          if (await confirm(section.removal!.confirm(current))) startTransition(removeAction);
        }
      : undefined,
  };
}
