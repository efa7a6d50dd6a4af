import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { phrases, unitPhrases, unitWords, words } from "@/db/schema";
import type { PhraseDto, WordDto } from "@/lib/types/content";
import { type Catalogue, phraseColumns, wordColumns } from "./catalogue";

/**
 * A unit's words, in the unit's order: from the cached catalogue when it is
 * held, else in one query (a catalogue too large to keep in memory).
 */
export async function unitWordsOf(unitId: number, catalogue: Catalogue | null): Promise<WordDto[]> {
  if (catalogue) return inUnitOrder(catalogue.unitByKey(String(unitId))?.words, catalogue.wordById);
  const db = await getDb();
  return db
    .select(wordColumns)
    .from(unitWords)
    .innerJoin(words, eq(words.id, unitWords.wordId))
    .where(eq(unitWords.unitId, unitId))
    .orderBy(asc(unitWords.position));
}

/** A unit's phrases (with their accepted answers, for the server's own use), in the unit's order. */
export async function unitPhrasesOf(unitId: number, catalogue: Catalogue | null): Promise<PhraseDto[]> {
  if (catalogue) return inUnitOrder(catalogue.unitByKey(String(unitId))?.phrases, catalogue.phraseById);
  const db = await getDb();
  return db
    .select(phraseColumns)
    .from(unitPhrases)
    .innerJoin(phrases, eq(phrases.id, unitPhrases.phraseId))
    .where(eq(unitPhrases.unitId, unitId))
    .orderBy(asc(unitPhrases.position));
}

function inUnitOrder<T>(ids: readonly number[] | undefined, byId: ReadonlyMap<number, T>): T[] {
  return (ids ?? []).flatMap((id) => byId.get(id) ?? []);
}
