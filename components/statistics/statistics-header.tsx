import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { isTestType } from "@/lib/domain/test-types";

/** "Statistics" plus the test type label, with the page's buttons on the right (below on phones). */
export function StatisticsHeader({ testType, children }: { testType: string; children?: ReactNode }) {
  const t = useTranslations("statistics");
  const types = useTranslations("testTypes");
  return (
    <div className="flex min-h-14 flex-wrap items-center justify-between gap-3 border-b border-slate-100 pb-4">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t("page.title")}{" "}
        <span className="font-normal text-slate-500">
          {isTestType(testType) ? types(`${testType}.label`) : t("type.unknownType")}
        </span>
      </h1>
      {children}
    </div>
  );
}
