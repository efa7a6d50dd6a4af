"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useEffect, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { useConfirm } from "@/components/layout/confirm-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ActionResult } from "@/lib/types/action-result";
import { settleAction } from "@/components/forms/settle-action";
import type { FieldErrors } from "@/lib/errors";
import type { Restored, Undoable } from "@/lib/validation/bulk";
import { useEditing } from "./editing-context";
import { toastWithUndo } from "./undo-toast";

export type DetailMode = "none" | "edit" | "create";

export type DetailTexts = {
  saved: string;
  saveFailed: string;
  removed: string;
  removedTone?: "success" | "info";
  removeFailed: string;
  confirmTitle: string;
  confirmMessage: string;
};

/** A section without removal (users) passes only the save texts. */
export type SaveTexts = Pick<DetailTexts, "saved" | "saveFailed">;

export type FieldsProps<T> = {
  draft: T;
  setDraft: (next: T) => void;
  readOnly: boolean;
  errors: FieldErrors;
};

/**
 * The common detail of every administration section: view, edit and create
 * modes ('new' forces create), Edit / Cancel / Delete / Save, server field
 * messages under the fields, confirmation before delete, and navigation to
 * the saved item or back to the list.
 */
export function EntityDetail<T>({
  title,
  isNew,
  initial,
  listHref,
  hrefOf,
  save,
  remove,
  undo,
  texts,
  fields: Fields,
  viewActions,
}: {
  title: string;
  isNew: boolean;
  initial: T;
  listHref: string;
  hrefOf: (saved: T) => string;
  save: (draft: T) => Promise<ActionResult<T>>;
  /** A delete that can be undone answers how. */
  remove?: () => Promise<ActionResult<Undoable | void>>;
  /** Where a delete can be undone: the undo call, and the toast once it worked. */
  undo?: { call: (token: string) => Promise<ActionResult<Restored>>; restored: string };
  texts: DetailTexts | SaveTexts;
  fields: (props: FieldsProps<T>) => ReactNode;
  viewActions?: ReactNode;
}) {
  const router = useRouter();
  const confirm = useConfirm();
  const { setEditing } = useEditing();
  const [mode, setMode] = useState<DetailMode>(isNew ? "create" : "none");
  const [draft, setDraft] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startPending] = useTransition();
  // The refreshed server props arrive a moment after a save: until then, show what was saved.
  const [saved, setSaved] = useState<{ from: T; data: T } | null>(null);
  const current = saved && saved.from === initial ? saved.data : initial;

  useEffect(() => {
    setEditing(mode !== "none");
    return () => setEditing(false);
  }, [mode, setEditing]);

  const startEdit = () => {
    setDraft(current);
    setErrors({});
    setMode("edit");
  };

  const cancel = () => {
    setErrors({});
    setDraft(initial);
    if (isNew) {
      setEditing(false);
      router.push(listHref);
      return;
    }
    setMode("none");
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === "none" || pending) return;
    startPending(async () => {
      const result = await settleAction(() => save(draft));
      if (!result.ok) {
        setErrors(result.fields ?? {});
        toast.error(texts.saveFailed, { description: result.status === 422 ? undefined : result.message });
        return;
      }
      toast.success(texts.saved);
      setSaved({ from: initial, data: result.data });
      setErrors({});
      setMode("none");
      setEditing(false);
      router.push(hrefOf(result.data));
      router.refresh();
    });
  };

  const removeItem = async () => {
    if (!remove || !("removed" in texts)) return;
    if (!(await confirm({ title: texts.confirmTitle, message: texts.confirmMessage }))) return;
    startPending(async () => {
      const result = await settleAction(remove);
      if (!result.ok) {
        toast.error(texts.removeFailed, { description: result.message });
        return;
      }
      const undoToken = result.data?.undoToken;
      if (undo && undoToken) {
        const removed = current;
        toastWithUndo(texts.removed, {
          tone: texts.removedTone,
          undo: () => undo.call(undoToken),
          undone: () => undo.restored,
          afterUndo: () => {
            router.push(hrefOf(removed));
            router.refresh();
          },
        });
      } else if (texts.removedTone === "info") toast.info(texts.removed);
      else toast.success(texts.removed);
      setMode("none");
      setEditing(false);
      router.push(listHref);
      router.refresh();
    });
  };

  const readOnly = mode === "none";
  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold break-words text-slate-900">{title}</h2>
        <Fields draft={readOnly ? current : draft} setDraft={setDraft} readOnly={readOnly} errors={errors} />
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
          {readOnly ? (
            <>
              {viewActions}
              <Button onClick={startEdit} disabled={isNew}>
                Edit
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={cancel} disabled={pending}>
                Cancel
              </Button>
              {remove ? (
                <Button variant="danger" onClick={removeItem} disabled={isNew || pending}>
                  Delete
                </Button>
              ) : null}
              <Button type="submit" disabled={pending}>
                Save
              </Button>
            </>
          )}
        </div>
      </form>
    </Card>
  );
}
