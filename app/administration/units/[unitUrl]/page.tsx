import { type PickOptions, UnitForm } from "@/app/administration/units/_components/unit-form";
import { requireSection } from "@/lib/admin/guard";
import { sortPhrasesByRussian, sortVocabulary } from "@/lib/domain/sorting";
import { load, orNotFound } from "@/lib/server/page-data";
import { listPhrases } from "@/lib/services/phrases";
import { getUnitByKey } from "@/lib/services/units";
import { listWords } from "@/lib/services/words";
import type { UnitDto } from "@/lib/types/content";

const EMPTY: UnitDto = { id: 0, name: "", url: "", words: [], phrases: [] };

/** A pick list that cannot load still lets the rest of the unit be read. */
async function optionsOf<T>(read: () => Promise<T[]>): Promise<PickOptions<T>> {
  const loaded = await load(read, "administration");
  return loaded.ok ? { items: loaded.data } : { items: [], error: loaded.message };
}

export default async function UnitPage({ params }: { params: Promise<{ unitUrl: string }> }) {
  await requireSection("units");
  const { unitUrl } = await params;
  const key = decodeURIComponent(unitUrl);
  const [unit, words, phrases] = await Promise.all([
    key === "new" ? EMPTY : orNotFound(getUnitByKey({ key })),
    // Only what the pick lists show leaves the server (phrases carry no answers).
    optionsOf(async () => sortVocabulary(await listWords()).map(({ id, en, ru }) => ({ id, en, ru }))),
    optionsOf(async () => sortPhrasesByRussian(await listPhrases()).map(({ id, ru }) => ({ id, ru }))),
  ]);
  return (
    <UnitForm
      key={key === "new" ? "new" : unit.id}
      unit={unit}
      isNew={key === "new"}
      words={words}
      phrases={phrases}
    />
  );
}
