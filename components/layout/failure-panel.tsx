"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/**
 * What an error boundary shows: the spec's generic error text, never the
 * error's own message (in production React replaces it anyway, and in
 * development it may hold SQL), with the digest under which the server log
 * keeps the details, and a retry.
 */
/** What Next.js hands an error boundary (error.tsx, global-error.tsx). */
export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

export function FailurePanel({ digest, retry }: { digest?: string; retry: () => void }) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  // A server render failed: ask the server again, then clear the boundary.
  const again = () =>
    startRetry(() => {
      router.refresh();
      retry();
    });
  return (
    <Card className="flex flex-col items-start gap-3">
      <h1 role="alert" className="text-error text-base font-normal">
        Error: something went wrong
      </h1>
      {digest ? <p className="text-sm text-slate-600">Reference: {digest}</p> : null}
      <Button onClick={again} disabled={retrying}>
        Try again
      </Button>
    </Card>
  );
}
