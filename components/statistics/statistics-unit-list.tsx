"use client";

import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import type { BadgeColor } from "@/lib/domain/badge";

export type StatisticsUnitItem = {
  url: string;
  name: string;
  badge: { content: number; color: BadgeColor; label: string } | null;
};

/** The master list of /statistics/{testType}; the unit open on the right is highlighted. */
export function StatisticsUnitList({ testType, units }: { testType: string; units: StatisticsUnitItem[] }) {
  // The layout does not receive its child's params; the selected segment is the open unit's url.
  const selected = useSelectedLayoutSegment();
  return (
    <nav aria-label="Units">
      <ul className="flex flex-col gap-1">
        {units.map((unit) => {
          const current = selected !== null && decodeURIComponent(selected) === unit.url;
          return (
            <li key={unit.url}>
              <Link
                href={`/statistics/${testType}/${unit.url}`}
                aria-current={current ? "page" : undefined}
                className="aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 aria-[current=page]:ring-brand-100 flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:ring-1"
              >
                <span className="min-w-0 truncate">{unit.name}</span>
                {unit.badge ? (
                  <Badge color={unit.badge.color} label={unit.badge.label}>
                    {unit.badge.content}
                  </Badge>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
