import type { ActionResult } from "@/lib/types/action-result";

/**
 * A server action's call that cannot reject: a dropped connection or a
 * restarted server becomes the spec's network failure (status 0, "Something
 * went wrong"), so the form shows its error toast and its pending state ends
 * with the call instead of freezing the button until the page is reloaded.
 */
export async function settleAction<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, status: 0, message: "Something went wrong" };
  }
}
