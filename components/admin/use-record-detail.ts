"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { startTransition, useActionState, useEffect, useState } from "react";
import { useSettleAction } from "@/components/forms/settle-action";
import { useConfirm } from "@/components/layout/confirm-provider";
import { toast } from "@/components/ui/toast";
import type { FieldErrors } from "@/lib/errors";
import { deletes, idOf, type RecordSection } from "./record-section";
import { useSection } from "./section-context";
import { useUndoToast } from "./undo-toast";

type Mode = "none" | "edit" | "create";

/** The question before a record is deleted: the section's own, or "Delete word owl", with Yes and No. */
function useDeleteQuestion<T>(section: RecordSection<T>) {
  const t = useTranslations("admin.detail");
  const { noun } = useSection();
  return (record: T) => {
    const name = section.heading(record);
    const asked = (deletes(section) ? section.confirm?.(record) : undefined) ?? {
      title: t("deleteTitle", { noun, name }),
      message: t("deleteMessage", { noun, name }),
    };
    return { ...asked, confirmLabel: t("yes"), cancelLabel: t("no") };
  };
}

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
  const question = useDeleteQuestion(section);
  const showUndo = useUndoToast();
  const settleAction = useSettleAction();
  const { basePath, setEditing } = useSection();
  const hrefOf = (saved: T) => `${basePath}/${encodeURIComponent(section.keyOf(saved))}`;
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
    const { actions, toasts } = section;
    const write = (isNew && actions.create) || actions.update;
    const result = await settleAction(() => write(draft));
    if (!result.ok) {
      toast.error(toasts.saveFailed, { description: result.status === 422 ? undefined : result.message });
      return { edit, fields: result.fields ?? {} };
    }
    toast.success(toasts.saved);
    setSaved({ from: record, data: result.data });
    leave(hrefOf(result.data));
    return null;
  }, null);

  const [, removeAction, removing] = useActionState(async () => {
    if (!deletes(section)) return null;
    const { toasts } = section;
    const removed = current;
    const result = await settleAction(() => section.actions.remove(idOf(removed)));
    if (!result.ok) {
      toast.error(toasts.removeFailed, { description: result.message });
      return null;
    }
    const { undo } = section.actions;
    const undoToken = result.data?.undoToken;
    const { restored } = toasts;
    // Undo is ours, not the spec's: offered where the section names what it brings back.
    if (undo && undoToken && restored) {
      showUndo(toasts.removed, {
        tone: toasts.removedTone,
        undo: () => undo(undoToken),
        undone: () => restored,
        afterUndo: () => router.push(hrefOf(removed)),
      });
    } else toast[toasts.removedTone ?? "success"](toasts.removed);
    leave(basePath);
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
      router.push(basePath);
    },
    remove: deletes(section)
      ? async () => {
          if (await confirm(question(current))) startTransition(removeAction);
        }
      : undefined,
  };
}
