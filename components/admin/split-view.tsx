import type { ReactNode } from "react";
import { SectionProvider } from "./section-context";

export const SPLIT_RATIOS = {
  "5/7": ["md:col-span-5", "md:col-span-7"],
  "4/8": ["md:col-span-4", "md:col-span-8"],
} as const;

/** List left, detail right (stacked on phones); users split 4/8, every other section 5/7. */
export function SplitView({
  basePath,
  noun,
  list,
  detail,
  ratio = "5/7",
}: {
  basePath: string;
  noun: string;
  list: ReactNode;
  detail: ReactNode;
  ratio?: keyof typeof SPLIT_RATIOS;
}) {
  const [listSpan, detailSpan] = SPLIT_RATIOS[ratio];
  return (
    <SectionProvider basePath={basePath} noun={noun}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-12">
        <div className={listSpan}>{list}</div>
        <div className={detailSpan}>{detail}</div>
      </div>
    </SectionProvider>
  );
}
