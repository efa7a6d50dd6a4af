"use client";

import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";
import { UnitResultsBadge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import type { LabelledBadge } from "@/lib/domain/badge";

export type UserUnitItem = {
  url: string;
  name: string;
  badge: LabelledBadge | null;
};

/** One button per unit; the unit whose chart is open below is the pressed one. */
export function UserUnitButtons({ basePath, units }: { basePath: string; units: UserUnitItem[] }) {
  // The layout does not receive its child's params; the selected segment is the open unit's url.
  const segment = useSelectedLayoutSegment();
  const selected = segment === null ? null : decodeURIComponent(segment);
  return (
    <nav aria-label="Units">
      <ul className="flex flex-wrap gap-2">
        {units.map((unit) => {
          const current = unit.url === selected;
          return (
            <li key={unit.url}>
              <Link
                href={`${basePath}/${unit.url}`}
                aria-current={current ? "page" : undefined}
                className={buttonClass(current ? "primary" : "secondary")}
              >
                {unit.name}
                <UnitResultsBadge badge={unit.badge} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
