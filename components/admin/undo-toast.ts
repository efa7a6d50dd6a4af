import { useTranslations } from "next-intl";
import { settleAction } from "@/components/forms/settle-action";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/types/action-result";
import type { Restored } from "@/lib/validation/bulk";

/** How long a toast offers Undo (the server keeps what it needs for two minutes, for slow networks). */
const UNDO_TOAST_MS = 10_000;

/** The toast's own texts, in the chosen language: its button, and its failure. */
export type UndoTexts = { label: string; failed: string };

export function useUndoTexts(): UndoTexts {
  const t = useTranslations("admin.undo");
  return { label: t("label"), failed: t("failed") };
}

/**
 * A toast offering Undo for 10 seconds. The undo's outcome is toasted in
 * turn (the undo action revalidates the pages), and `afterUndo` runs once
 * it worked (go back to the record).
 */
export function toastWithUndo(
  message: string,
  {
    tone = "success",
    undo,
    undone,
    afterUndo,
    texts,
  }: {
    tone?: "success" | "info";
    undo: () => Promise<ActionResult<Restored>>;
    undone: (restored: number) => string;
    afterUndo?: () => void;
    texts: UndoTexts;
  },
) {
  toast[tone](message, {
    duration: UNDO_TOAST_MS,
    action: {
      label: texts.label,
      onClick: async () => {
        const result = await settleAction(undo);
        if (!result.ok) {
          toast.error(texts.failed, { description: result.message });
          return;
        }
        toast.success(undone(result.data.restored));
        afterUndo?.();
      },
    },
  });
}
