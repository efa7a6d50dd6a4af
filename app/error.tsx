"use client";

import { type ErrorBoundaryProps, FailurePanel } from "@/components/layout/failure-panel";

/** A page that failed while rendering, inside the root layout (top bar and menu stay usable). */
export default function PageError({ error, reset }: ErrorBoundaryProps) {
  return <FailurePanel digest={error.digest} retry={reset} />;
}
