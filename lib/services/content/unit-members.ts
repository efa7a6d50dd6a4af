import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { phrases, unitPhrases, unitWords, words } from "@/db/schema";
import type { UnitMembers as Members } from "@/lib/domain/test-types/module";
import type { UnitDto } from "@/lib/types/content";
import { type Catalogue, phraseColumns, wordColumns } from "./catalogue";

/** Where each kind of member lives: the catalogue's index, and the join the database reads instead. */
const MEMBER_SOURCES = {
  words: {
    cached: (catalogue: Catalogue, unit: UnitDto) => inOrder(unit.words, catalogue.wordById),
    read: (db: Awaited<ReturnType<typeof getDb>>, unitId: number) =>
      db
        .select(wordColumns)
        .from(unitWords)
        .innerJoin(words, eq(words.id, unitWords.wordId))
        .where(eq(unitWords.unitId, unitId))
        .orderBy(asc(unitWords.position)),
  },
  phrases: {
    cached: (catalogue: Catalogue, unit: UnitDto) => inOrder(unit.phrases, catalogue.phraseById),
    read: (db: Awaited<ReturnType<typeof getDb>>, unitId: number) =>
      db
        .select(phraseColumns)
        .from(unitPhrases)
        .innerJoin(phrases, eq(phrases.id, unitPhrases.phraseId))
        .where(eq(unitPhrases.unitId, unitId))
        .orderBy(asc(unitPhrases.position)),
  },
};

function inOrder<T>(ids: readonly number[], byId: ReadonlyMap<number, T>): T[] {
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A unit's words or phrases (with their accepted answers, for the server's
 * own use), in the unit's order: from the cached catalogue when it is held,
 * else in one query (a catalogue too large to keep in memory).
 */
export async function unitMembersOf<K extends keyof Members>(
  kind: K,
  unitId: number,
  catalogue: Catalogue | null,
): Promise<Members[K][]> {
  const source = MEMBER_SOURCES[kind];
  if (catalogue) {
    const unit = catalogue.unitByKey(String(unitId));
    return (unit ? source.cached(catalogue, unit) : []) as Members[K][];
  }
  return (await source.read(await getDb(), unitId)) as Members[K][];
}
