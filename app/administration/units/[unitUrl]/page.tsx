import { UnitForm } from "@/app/administration/units/_components/unit-form";
import { requireSection } from "@/lib/admin/guard";
import type { PickOptions } from "@/lib/admin/list-items";
import { pickOptions, type PickSection } from "@/lib/admin/pick-options";
import { load, orNotFound } from "@/lib/pages/page-data";
import { getUnitByKey } from "@/lib/services/content/units";
import type { UnitDto } from "@/lib/types/content";

const EMPTY: UnitDto = { id: 0, name: "", url: "", words: [], phrases: [] };

/** A pick list that cannot load still lets the rest of the unit be read. */
async function optionsOf(section: PickSection, unitKey: string | null): Promise<PickOptions> {
  const loaded = await load(() => pickOptions(section, unitKey), "administration");
  return loaded.ok ? loaded.data : { items: [], nextCursor: null, chosen: [], error: loaded.message };
}

export default async function UnitPage({ params }: { params: Promise<{ unitUrl: string }> }) {
  await requireSection("units");
  const { unitUrl } = await params;
  const key = decodeURIComponent(unitUrl);
  const isNew = key === "new";
  // Only what the pick lists show leaves the server (phrases carry no answers).
  const [unit, words, phrases] = await Promise.all([
    isNew ? EMPTY : orNotFound(getUnitByKey({ key })),
    optionsOf("words", isNew ? null : key),
    optionsOf("phrases", isNew ? null : key),
  ]);
  return (
    <UnitForm key={isNew ? "new" : unit.id} record={unit} isNew={isNew} words={words} phrases={phrases} />
  );
}
