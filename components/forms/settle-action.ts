import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { ActionResult } from "@/lib/types/action-result";

/** Runs a server action's call so that it cannot reject. */
export type SettleAction = <T>(call: () => Promise<ActionResult<T>>) => Promise<ActionResult<T>>;

/**
 * A server action's call that cannot reject: a dropped connection or a
 * restarted server becomes the spec's network failure (status 0, "Something
 * went wrong" in the page's language), so the form shows its error toast and
 * its pending state ends with the call instead of freezing the button until
 * the page is reloaded.
 */
export function useSettleAction(): SettleAction {
  const message = useTranslations("ui.failure")("network");
  return useMemo<SettleAction>(
    () => async (call) => {
      try {
        return await call();
      } catch {
        return { ok: false, status: 0, message };
      }
    },
    [message],
  );
}
