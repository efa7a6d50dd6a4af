import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** The heading of a user's statistics pages, with the page's buttons on the right (below on phones). */
export function UserStatisticsHeader({
  login,
  label,
  children,
}: {
  login: string;
  /** The test type label, when one is chosen. */
  label?: string;
  children?: ReactNode;
}) {
  const t = useTranslations("statistics.user");
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 pb-4">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold break-words text-slate-900">
          {t("title")}
          {label ? <span className="font-normal text-slate-500"> {label}</span> : null}
        </h2>
        <p className="text-sm break-words text-slate-500">
          {t.rich("user", { login, name: (chunks) => <span translate="no">{chunks}</span> })}
        </p>
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
