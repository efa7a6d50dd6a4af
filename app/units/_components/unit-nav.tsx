"use client";

import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";
import { useEffect, useRef } from "react";

type UnitLink = { id: number; name: string; url: string };

/**
 * The unit list: a fixed column on desktop, a horizontally scrollable row of
 * pills on phones. The selected unit comes from the route, so it stays
 * highlighted on every page inside the unit.
 */
export function UnitNav({ units }: { units: UnitLink[] }) {
  const selected = useSelectedLayoutSegment();
  const currentRef = useRef<HTMLAnchorElement>(null);

  // On phones the selected pill may sit beyond the right edge of the row;
  // "nearest" keeps the page itself from scrolling vertically.
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [selected]);

  return (
    <nav aria-label="Units">
      <h2 className="mb-2 px-1 text-xs font-semibold tracking-wider text-slate-500 uppercase md:pl-4">
        Units
      </h2>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0 md:pb-0">
        {units.map((unit) => {
          const current = unit.url === selected;
          return (
            <li key={unit.id} className="shrink-0">
              <Link
                href={`/units/${unit.url}`}
                ref={current ? currentRef : undefined}
                aria-current={current ? "page" : undefined}
                className="aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 md:aria-[current=page]:bg-brand-50 md:aria-[current=page]:text-brand-700 hover:border-brand-500 block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm whitespace-nowrap text-slate-700 transition-colors aria-[current=page]:font-semibold aria-[current=page]:text-white md:rounded-lg md:border-0 md:border-l-4 md:border-transparent md:bg-transparent md:px-3 md:py-2 md:whitespace-normal md:hover:bg-slate-100"
              >
                {unit.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
