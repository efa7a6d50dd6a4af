"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";
import { UnitResultsBadge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button-link";
import type { LabelledBadge } from "@/lib/domain/badge";

export type UserUnitItem = {
  url: string;
  name: string;
  badge: LabelledBadge | null;
};

/** One button per unit; the unit whose chart is open below is the pressed one. */
export function UserUnitButtons({ basePath, units }: { basePath: string; units: UserUnitItem[] }) {
  // The layout does not receive its child's params; the selected segment is the open unit's url.
  const t = useTranslations("statistics.user");
  const segment = useSelectedLayoutSegment();
  const selected = segment === null ? null : decodeURIComponent(segment);
  return (
    <nav aria-label={t("units")}>
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
                <span translate="no">{unit.name}</span>
                <UnitResultsBadge badge={unit.badge} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
