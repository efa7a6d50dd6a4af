"use client";

import { useActionState } from "react";
import { joinClassAction } from "@/app/personal-account/actions";
import { useSettleAction } from "@/components/forms/settle-action";
import { toast } from "@/components/ui/toast";

/**
 * A form's action that joins the class of the code it sends, with its toasts;
 * its state is the service's refusal (an unknown code, a malformed one, too
 * many tries) for the form to show, empty once joined.
 */
export function useJoinClass(
  toasts: { failed: string; joined: (name: string) => string },
  onJoined: () => void,
) {
  const settleAction = useSettleAction();
  return useActionState(async (_previous: string, data: FormData) => {
    const result = await settleAction(() => joinClassAction({ code: data.get("code") }));
    if (!result.ok) {
      toast.error(toasts.failed);
      return result.fields?.code ?? result.message;
    }
    toast.success(toasts.joined(result.data.name));
    onJoined();
    return "";
  }, "");
}
