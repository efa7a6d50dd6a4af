"use client";

import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";
import { buttonClass } from "@/components/ui/button-link";

export function AdminMenu({
  sections,
  label,
}: {
  sections: Array<{ slug: string; label: string }>;
  /** The menu's name for assistive technology. */
  label: string;
}) {
  const current = useSelectedLayoutSegment();
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {sections.map((section) => (
        <Link
          key={section.slug}
          href={`/administration/${section.slug}`}
          aria-current={current === section.slug ? "page" : undefined}
          className={buttonClass(current === section.slug ? "primary" : "secondary")}
        >
          {section.label}
        </Link>
      ))}
    </nav>
  );
}
