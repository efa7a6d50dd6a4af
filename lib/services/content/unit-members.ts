import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { phrases, unitPhrases, unitWords, words } from "@/db/schema";
import type { UnitMembers as Members } from "@/lib/domain/test-types/module";
import { type Catalogue, phraseColumns, wordColumns } from "./catalogue";

/** Where each kind of member lives: the catalogue's index, and the join the database reads instead. */
const MEMBER_SOURCES = {
  words: {
    byId: (catalogue: Catalogue) => catalogue.wordById,
    table: words,
    members: unitWords,
    memberId: unitWords.wordId,
    columns: wordColumns,
  },
  phrases: {
    byId: (catalogue: Catalogue) => catalogue.phraseById,
    table: phrases,
    members: unitPhrases,
    memberId: unitPhrases.phraseId,
    columns: phraseColumns,
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
    const byId: ReadonlyMap<number, unknown> = source.byId(catalogue);
    return (unit ? inOrder(unit[kind], byId) : []) as Members[K][];
  }
  const { table, members, memberId, columns } = source;
  const db = await getDb();
  return (await db
    .select(columns)
    .from(members)
    .innerJoin(table, eq(table.id, memberId))
    .where(eq(members.unitId, unitId))
    .orderBy(asc(members.position))) as Members[K][];
}
