import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useSettleAction } from "@/components/forms/settle-action";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/types/action-result";
import type { Restored } from "@/lib/validation/bulk";

/** How long a toast offers Undo (the server keeps what it needs for two minutes, for slow networks). */
const UNDO_TOAST_MS = 10_000;

type UndoOptions = {
  tone?: "success" | "info";
  undo: () => Promise<ActionResult<Restored>>;
  undone: (restored: number) => string;
  afterUndo?: () => void;
};

/**
 * Shows a toast offering Undo for 10 seconds, in the chosen language. The
 * undo's outcome is toasted in turn (the undo action revalidates the pages),
 * and `afterUndo` runs once it worked (go back to the record).
 */
export function useUndoToast(): (message: string, options: UndoOptions) => void {
  const t = useTranslations("admin.undo");
  const settleAction = useSettleAction();
  return useCallback(
    (message, { tone = "success", undo, undone, afterUndo }) =>
      toast[tone](message, {
        duration: UNDO_TOAST_MS,
        action: {
          label: t("label"),
          onClick: async () => {
            const result = await settleAction(undo);
            if (!result.ok) {
              toast.error(t("failed"), { description: result.message });
              return;
            }
            toast.success(undone(result.data.restored));
            afterUndo?.();
          },
        },
      }),
    [t, settleAction],
  );
}
