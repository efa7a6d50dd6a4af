"use client";

import { EnglishFailurePanel, type ErrorBoundaryProps } from "@/components/layout/failure-panel";
import "./globals.css";

/** The root layout itself failed (its session read, say): the boundary brings its own document. */
export default function GlobalError({ error, reset }: ErrorBoundaryProps) {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <main className="mx-auto max-w-3xl p-4">
          <EnglishFailurePanel digest={error.digest} retry={reset} />
        </main>
      </body>
    </html>
  );
}
