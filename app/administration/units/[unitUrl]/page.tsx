import { notFound } from "next/navigation";
import { type PickOptions, UnitForm } from "@/components/admin/units/unit-form";
import { requireSection } from "@/lib/admin/guard";
import { sortPhrasesByRussian, sortVocabulary } from "@/lib/domain/sorting";
import { AppError } from "@/lib/errors";
import { listPhrases } from "@/lib/services/phrases";
import { getUnitByKey } from "@/lib/services/units";
import { listWords } from "@/lib/services/words";
import type { UnitDto } from "@/lib/types/content";

const EMPTY: UnitDto = { id: 0, name: "", url: "", words: [], phrases: [] };

/** A pick list that cannot load still lets the rest of the unit be read. */
async function optionsOf<T>(load: () => Promise<T[]>): Promise<PickOptions<T>> {
  try {
    return { items: await load() };
  } catch (cause) {
    return { items: [], error: cause instanceof Error ? cause.message : "something went wrong" };
  }
}

export default async function UnitPage({ params }: { params: Promise<{ unitUrl: string }> }) {
  await requireSection("units");
  const { unitUrl } = await params;
  const key = decodeURIComponent(unitUrl);
  const [unit, words, phrases] = await Promise.all([
    key === "new"
      ? EMPTY
      : getUnitByKey({ key }).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 404) notFound();
          throw error;
        }),
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
