"use client";

import { useActionQueue } from "@/components/admin/action-queue";
import { useSettleAction } from "@/components/forms/settle-action";
import { type ConfirmRequest, useConfirm } from "@/components/layout/confirm-provider";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/types/action-result";

export type ConfirmedChange = {
  confirmation: ConfirmRequest;
  change: () => Promise<ActionResult<unknown>>;
  toasts: { done: string; failed: string };
  /** What follows a change made, beyond its toast. */
  onDone?: () => void;
};

/**
 * A change to a class that its teacher confirms first (a member or an
 * assignment removed, a new join code, the class deleted): the changes run
 * one at a time, each with the toast of its outcome, a refusal's reason as
 * the error toast's description.
 */
export function useConfirmedChange(): [make: (change: ConfirmedChange) => Promise<void>, pending: boolean] {
  const confirm = useConfirm();
  const settleAction = useSettleAction();
  const [run, pending] = useActionQueue();
  const make = async ({ confirmation, change, toasts, onDone }: ConfirmedChange) => {
    if (!(await confirm(confirmation))) return;
    run(async () => {
      const result = await settleAction(change);
      if (!result.ok) {
        toast.error(toasts.failed, { description: result.message });
        return;
      }
      toast.success(toasts.done);
      onDone?.();
    });
  };
  return [make, pending];
}
