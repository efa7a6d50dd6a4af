"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { UnitResultsBadge } from "@/components/ui/badge";
import type { LabelledBadge } from "@/lib/domain/badge";

export type StatisticsUnitItem = {
  url: string;
  name: string;
  badge: LabelledBadge | null;
};

const UNITS_URL = "/english-api/api/v1/units";

/**
 * The master list of /statistics/{testType}; the unit open on the right is
 * highlighted. `more` units without results were left out of a long list;
 * they are fetched (names only, no results to show) when asked for.
 */
export function StatisticsUnitList({
  testType,
  units,
  more,
}: {
  testType: string;
  units: StatisticsUnitItem[];
  more: number;
}) {
  // The layout does not receive its child's params; the selected segment is the open unit's url.
  const t = useTranslations("statistics.type");
  const selected = useSelectedLayoutSegment();
  const [rest, setRest] = useState<StatisticsUnitItem[]>([]);
  const [failed, setFailed] = useState(false);
  const [loading, startLoading] = useTransition();
  const showAll = () =>
    startLoading(async () => {
      const response = await fetch(UNITS_URL).catch(() => null);
      if (!response?.ok) return setFailed(true);
      const shown = new Set(units.map((unit) => unit.url));
      const all = (await response.json()) as Array<{ url: string; name: string }>;
      setRest(
        all.filter((unit) => !shown.has(unit.url)).map(({ url, name }) => ({ url, name, badge: null })),
      );
    });
  return (
    <nav aria-label={t("units")}>
      <ul className="flex flex-col gap-1">
        {[...units, ...rest].map((unit) => {
          const current = selected !== null && decodeURIComponent(selected) === unit.url;
          return (
            <li key={unit.url}>
              <Link
                href={`/statistics/${testType}/${unit.url}`}
                aria-current={current ? "page" : undefined}
                className="unit-results-link"
              >
                <span className="min-w-0 truncate" translate="no">
                  {unit.name}
                </span>
                <UnitResultsBadge badge={unit.badge} />
              </Link>
            </li>
          );
        })}
      </ul>
      {more > 0 && rest.length === 0 ? (
        <div className="mt-3 flex flex-col items-start gap-2 px-1">
          <Button variant="secondary" onClick={showAll} disabled={loading}>
            {t("showMore", { count: more })}
          </Button>
          {failed ? (
            <p role="alert" className="text-error text-sm">
              {t("unitsFailed")}
            </p>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
