import type { AdminSectionSlug } from "@/lib/admin/sections";
import { ChooseCard } from "./choose-card";
import { sectionIndexTexts } from "./section-texts";

/** A section's page before a record is chosen. */
export function sectionIndexPage(section: AdminSectionSlug) {
  return async function SectionIndexPage() {
    const { select, more } = await sectionIndexTexts(section);
    return <ChooseCard text={select} more={more} />;
  };
}
