import type { ReactNode } from "react";
import { testTypeLabel } from "@/lib/domain/test-types";

/** "Statistics" plus the test type label, with the page's buttons on the right (below on phones). */
export function StatisticsHeader({ testType, children }: { testType: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-14 flex-wrap items-center justify-between gap-3 border-b border-slate-100 pb-4">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        Statistics{" "}
        <span className="font-normal text-slate-500">
          {testTypeLabel(testType) ?? "Unknown type of test"}
        </span>
      </h1>
      {children}
    </div>
  );
}
