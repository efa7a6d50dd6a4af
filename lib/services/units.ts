import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { Transaction } from "@/db/types";
import { phrases, unitPhrases, units, unitWords, words } from "@/db/schema";
import { AppError, parseInput } from "@/lib/errors";
import { unitInput, type UnitInput } from "@/lib/validation/content";
import { withExistingReferences, withUniqueFields } from "./db-errors";
import { byKey } from "./keys";
import { qualified } from "./qualified";
import { wordColumns } from "./words";
import type { UnitDto, UnitPhraseDto, UnitSummary, WordDto } from "@/lib/types/content";

const unitColumns = {
  id: units.id,
  name: units.name,
  url: units.url,
  words: sql<number[]>`(SELECT coalesce(json_agg(uw.word_id ORDER BY uw.position), '[]'::json)
    FROM ${unitWords} uw WHERE uw.unit_id = ${qualified(units.id)})`.as("words"),
  phrases: sql<number[]>`(SELECT coalesce(json_agg(up.phrase_id ORDER BY up.position), '[]'::json)
    FROM ${unitPhrases} up WHERE up.unit_id = ${qualified(units.id)})`.as("phrases"),
};

const uniqueFields = { units_url_key: { url: "A unit with this URL already exists" } };
const referenceFields = {
  unit_words_word_id_words_id_fk: { words: "Some of the selected words do not exist" },
  unit_phrases_phrase_id_phrases_id_fk: { phrases: "Some of the selected phrases do not exist" },
};

export async function listUnits(): Promise<UnitDto[]> {
  const db = await getDb();
  return db.select(unitColumns).from(units).orderBy(asc(units.id));
}

/** Names and urls only: what the unit sidebar and statistics lists need. */
export async function listUnitSummaries(): Promise<UnitSummary[]> {
  const db = await getDb();
  return db.select({ id: units.id, name: units.name, url: units.url }).from(units).orderBy(asc(units.id));
}

export async function getUnitByKey({ key }: { key: string }): Promise<UnitDto> {
  const db = await getDb();
  const [unit] = await db.select(unitColumns).from(units).where(byKey(units, key));
  if (!unit) throw AppError.notFound("Unit was not found");
  return unit;
}

export async function findUnitSummary({ key }: { key: string }): Promise<UnitSummary> {
  const db = await getDb();
  const [unit] = await db
    .select({ id: units.id, name: units.name, url: units.url })
    .from(units)
    .where(byKey(units, key));
  if (!unit) throw AppError.notFound("Unit was not found");
  return unit;
}

/**
 * A unit with its words in order, in one query: the unit's row is joined to
 * its words (a unit without words gives one row with no word), so a missing
 * unit and an empty one stay apart without a second round trip.
 */
export async function getUnitWithWords({
  key,
}: {
  key: string;
}): Promise<UnitSummary & { words: WordDto[] }> {
  const db = await getDb();
  const rows = await db
    .select({ unit: { id: units.id, name: units.name, url: units.url }, word: wordColumns })
    .from(units)
    .leftJoin(unitWords, eq(unitWords.unitId, units.id))
    .leftJoin(words, eq(words.id, unitWords.wordId))
    .where(byKey(units, key))
    .orderBy(asc(unitWords.position));
  const [first] = rows;
  if (!first) throw AppError.notFound("Unit was not found");
  return { ...first.unit, words: rows.flatMap(({ word }) => (word ? [word] : [])) };
}

export async function getUnitWords({ key }: { key: string }): Promise<WordDto[]> {
  return (await getUnitWithWords({ key })).words;
}

/** The phrases of a unit as learners see them (the accepted answers stay on the server), in one query. */
export async function getUnitPhrases({ key }: { key: string }): Promise<UnitPhraseDto[]> {
  const db = await getDb();
  const rows = await db
    .select({
      unitId: units.id,
      phrase: { id: phrases.id, url: phrases.url, enQuestion: phrases.enQuestion, ru: phrases.ru },
    })
    .from(units)
    .leftJoin(unitPhrases, eq(unitPhrases.unitId, units.id))
    .leftJoin(phrases, eq(phrases.id, unitPhrases.phraseId))
    .where(byKey(units, key))
    .orderBy(asc(unitPhrases.position));
  if (rows.length === 0) throw AppError.notFound("Unit was not found");
  return rows.flatMap(({ phrase }) => (phrase ? [phrase] : []));
}

async function replaceMembership(tx: Transaction, unitId: number, input: UnitInput): Promise<void> {
  await tx.delete(unitWords).where(eq(unitWords.unitId, unitId));
  await tx.delete(unitPhrases).where(eq(unitPhrases.unitId, unitId));
  if (input.words.length > 0) {
    await tx.insert(unitWords).values(input.words.map((wordId, position) => ({ unitId, wordId, position })));
  }
  if (input.phrases.length > 0) {
    await tx
      .insert(unitPhrases)
      .values(input.phrases.map((phraseId, position) => ({ unitId, phraseId, position })));
  }
}

async function writeUnit(input: UnitInput, write: (tx: Transaction) => Promise<number | undefined>) {
  const db = await getDb();
  const unitId = await withExistingReferences(referenceFields, () =>
    withUniqueFields(uniqueFields, () =>
      db.transaction(async (tx) => {
        const id = await write(tx);
        if (id === undefined) return undefined;
        await replaceMembership(tx, id, input);
        return id;
      }),
    ),
  );
  if (unitId === undefined) throw AppError.notFound("Unit was not found");
  return getUnitByKey({ key: String(unitId) });
}

export async function createUnit(input: unknown): Promise<UnitDto> {
  const values = parseInput(unitInput, input);
  return writeUnit(values, async (tx) => {
    const [row] = await tx
      .insert(units)
      .values({ name: values.name, url: values.url })
      .returning({ id: units.id });
    return row?.id;
  });
}

export async function updateUnit(input: unknown): Promise<UnitDto> {
  const values = parseInput(unitInput, input);
  const { id } = values;
  if (id === undefined) throw AppError.validation({ id: "Id is required to update a unit" });
  // Updating the unit row first locks it, so concurrent saves of one unit
  // replace its membership one after the other instead of colliding.
  return writeUnit(values, async (tx) => {
    const [row] = await tx
      .update(units)
      .set({ name: values.name, url: values.url })
      .where(eq(units.id, id))
      .returning({ id: units.id });
    return row?.id;
  });
}

/** Deletes the unit with its memberships and its test results; words and phrases stay. */
export async function deleteUnit({ key }: { key: string }): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(units).where(byKey(units, key)).returning({ id: units.id });
  if (deleted.length === 0) throw AppError.notFound("Unit was not found");
}
