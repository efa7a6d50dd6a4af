"use client";

import { startTransition, useActionState } from "react";

/**
 * Server actions started by buttons rather than by a form's submit: each
 * runs as an action, one after the other, and `pending` holds the buttons
 * until the last has answered.
 */
export function useActionQueue(): [run: (work: () => Promise<void>) => void, pending: boolean] {
  const [, dispatch, pending] = useActionState(async (_: null, work: () => Promise<void>) => {
    await work();
    return null;
  }, null);
  return [(work) => startTransition(() => dispatch(work)), pending];
}
