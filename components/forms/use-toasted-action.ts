"use client";

import { useActionState } from "react";
import { toast } from "@/components/ui/toast";
import type { FieldErrors } from "@/lib/errors";
import type { ActionResult } from "@/lib/types/action-result";
import { useSettleAction } from "./settle-action";

/**
 * A form's server action through useActionState, given the form's fields:
 * the spec's error or success toast, and the server's field messages kept
 * for the fields until the next submit.
 */
export function useToastedAction<T>(
  action: (values: Record<string, FormDataEntryValue>) => Promise<ActionResult<T>>,
  toasts: { failed: string; succeeded: string },
  onSucceeded: (data: T) => void,
) {
  const settleAction = useSettleAction();
  return useActionState(async (_previous: FieldErrors, data: FormData) => {
    const result = await settleAction(() => action(Object.fromEntries(data)));
    if (!result.ok) {
      toast.error(toasts.failed);
      return result.fields ?? {};
    }
    toast.success(toasts.succeeded);
    onSucceeded(result.data);
    return {};
  }, {});
}
