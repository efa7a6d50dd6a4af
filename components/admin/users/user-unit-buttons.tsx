"use client";

import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import type { BadgeColor } from "@/lib/domain/badge";

export type UserUnitItem = {
  url: string;
  name: string;
  badge: { content: number; color: BadgeColor; label: string } | null;
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
