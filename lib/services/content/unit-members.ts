import "server-only";
import { asc, desc, eq, gt, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { phrases, unitPhrases, units, unitWords, words } from "@/db/schema";
import type { UnitMembers as Members } from "@/lib/domain/test-types/module";
import type { UnitSummary } from "@/lib/types/content";
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

/** How many units on either side a question may borrow from: a bounded read, ample for choices. */
const NEARBY_UNITS = 10;

/** The ids of the units next to a unit in id order, nearest first, the one before ahead of the one after. */
async function nearbyUnitIds(unitId: number, catalogue: Catalogue | null): Promise<number[]> {
  let sides: [number[], number[]];
  if (catalogue) {
    const ids = catalogue.units.map(({ id }) => id);
    sides = [
      ids
        .filter((id) => id < unitId)
        .slice(-NEARBY_UNITS)
        .reverse(),
      ids.filter((id) => id > unitId).slice(0, NEARBY_UNITS),
    ];
  } else {
    const db = await getDb();
    const side = async (where: SQL, order: SQL) =>
      (await db.select({ id: units.id }).from(units).where(where).orderBy(order).limit(NEARBY_UNITS)).map(
        ({ id }) => id,
      );
    sides = await Promise.all([
      side(lt(units.id, unitId), desc(units.id)),
      side(gt(units.id, unitId), asc(units.id)),
    ]);
  }
  const [before, after] = sides;
  return Array.from({ length: Math.max(before.length, after.length) }, (_, step) =>
    [before[step], after[step]].filter((id) => id !== undefined),
  ).flat();
}

/** The first `most` members of each of the units, in each unit's order: a read bounded however large they are. */
async function membersByUnit<K extends keyof Members>(
  kind: K,
  unitIds: number[],
  catalogue: Catalogue | null,
  most: number,
): Promise<Map<number, Members[K][]>> {
  if (catalogue) {
    const lists = await Promise.all(unitIds.map((id) => unitMembersOf(kind, id, catalogue)));
    return new Map(unitIds.map((id, at) => [id, lists[at]!.slice(0, most)]));
  }
  const byUnit = new Map<number, Members[K][]>();
  if (unitIds.length === 0) return byUnit;
  const { table, members, memberId, columns } = MEMBER_SOURCES[kind];
  const db = await getDb();
  const ranked = db
    .select({
      unitId: members.unitId,
      position: members.position,
      memberId,
      rank: sql<number>`row_number() OVER (PARTITION BY ${members.unitId} ORDER BY ${members.position})`.as(
        "rank",
      ),
    })
    .from(members)
    .where(inArray(members.unitId, unitIds))
    .as("ranked");
  const rows = await db
    .select({ unitId: ranked.unitId, member: columns })
    .from(ranked)
    .innerJoin(table, eq(table.id, ranked.memberId))
    .where(lte(ranked.rank, most))
    .orderBy(asc(ranked.unitId), asc(ranked.position));
  for (const { unitId, member } of rows) {
    byUnit.set(unitId, [...(byUnit.get(unitId) ?? []), member as Members[K]]);
  }
  return byUnit;
}

/**
 * Members of the units next to a unit (id order, nearest first, up to ten
 * on either side), the first `wanted` of each unit, unit by unit until at
 * least `wanted`: what a question draws on when its own unit holds too few,
 * such as the wrong choices of a unit of two words.
 */
export async function nearbyMembersOf<K extends keyof Members>(
  kind: K,
  unitId: number,
  catalogue: Catalogue | null,
  wanted: number,
): Promise<Members[K][]> {
  const ids = await nearbyUnitIds(unitId, catalogue);
  const byUnit = await membersByUnit(kind, ids, catalogue, wanted);
  const found: Members[K][] = [];
  for (const id of ids) {
    if (found.length >= wanted) break;
    found.push(...(byUnit.get(id) ?? []));
  }
  return found;
}

/**
 * The units holding each of these words, in unit id order: where a word
 * found by a search can be seen in its vocabulary.
 */
export async function unitsHoldingWords(
  wordIds: readonly number[],
  catalogue: Catalogue | null,
): Promise<Map<number, UnitSummary[]>> {
  const byWord = new Map<number, UnitSummary[]>(wordIds.map((id) => [id, []]));
  if (wordIds.length === 0) return byWord;
  if (catalogue) {
    for (const { id, name, url, words: members } of catalogue.units) {
      for (const wordId of new Set(members)) byWord.get(wordId)?.push({ id, name, url });
    }
    return byWord;
  }
  const db = await getDb();
  const rows = await db
    .selectDistinct({ wordId: unitWords.wordId, id: units.id, name: units.name, url: units.url })
    .from(unitWords)
    .innerJoin(units, eq(units.id, unitWords.unitId))
    .where(inArray(unitWords.wordId, [...wordIds]))
    .orderBy(asc(units.id), asc(unitWords.wordId));
  for (const { wordId, ...unit } of rows) byWord.get(wordId)?.push(unit);
  return byWord;
}
