import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, transaction } from "@/db/client";
import type { Transaction } from "@/db/types";
import { phrases, unitPhrases, units, unitWords, words } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { type UnitInput } from "@/lib/validation/content";
import { withExistingReferences, withUniqueFields } from "../db-errors";
import { byKey, idToUpdate } from "../keys";
import { writeRow } from "../row-write";
import { nearbyMembersOf, unitMembersOf } from "./unit-members";
import { deleteUndoably } from "./bulk-delete";
import type { Principal } from "@/lib/domain/principal";
import { TEST_TYPES, testTypeOf, type TestTypeSlug } from "@/lib/domain/test-types";
import type { OfflineUnitDto } from "@/lib/types/offline";
import { idCursor, pageOf } from "../paging";
import type { Page } from "@/lib/types/page";
import { DEFAULT_PAGE_SIZE, type PageQuery } from "@/lib/validation/paging";
import { type Catalogue, currentCatalogue, unitColumns } from "./catalogue";
import type { UnitDto, UnitPhraseDto, UnitSummary, WordDto } from "@/lib/types/content";

const uniqueFields = { units_url_key: { url: "A unit with this URL already exists" } };
const referenceFields = {
  unit_words_word_id_words_id_fk: { words: "Some of the selected words do not exist" },
  unit_phrases_phrase_id_phrases_id_fk: { phrases: "Some of the selected phrases do not exist" },
};

/** GET units with ?q=, ?limit= or ?cursor=: one page in id order, searched by name. */
export function pageUnits(query: PageQuery): Promise<Page<UnitDto>> {
  return pageOf<UnitDto>(
    { table: units, columns: unitColumns, id: units.id, sortBy: null, searchable: [units.name] },
    query,
  );
}

export async function listUnits(): Promise<readonly UnitDto[]> {
  const catalogue = await currentCatalogue();
  // The catalogue's own frozen list: shared, and encoded once per catalogue by the API's replies.
  if (catalogue) return catalogue.units;
  const db = await getDb();
  return db.select(unitColumns).from(units).orderBy(asc(units.id));
}

const summaryOf = ({ id, name, url }: UnitSummary): UnitSummary => ({ id, name, url });

/** Names and urls only: what the unit sidebar and statistics lists need. */
export async function listUnitSummaries(): Promise<UnitSummary[]> {
  return (await listUnits()).map(summaryOf);
}

/**
 * A page of the unit side list: the first one from the catalogue (no
 * statement on a cached read), a search or a later page from SQL; the same
 * order and cursors as GET units with paging.
 */
export async function pageUnitSummaries(query: PageQuery): Promise<Page<UnitSummary>> {
  if (!query.q && !query.cursor) {
    // Slice before mapping: every learner page renders this list, however many units there are.
    const all = await listUnits();
    const items = all.slice(0, query.limit ?? DEFAULT_PAGE_SIZE).map(summaryOf);
    const last = items.at(-1);
    return { items, nextCursor: last && all.length > items.length ? idCursor(last.id) : null };
  }
  const page = await pageUnits(query);
  return { items: page.items.map(summaryOf), nextCursor: page.nextCursor };
}

/** The unit of a route key, from the cached catalogue when there is one. */
async function findUnit(key: string): Promise<{ unit: UnitDto; catalogue: Catalogue | null }> {
  const catalogue = await currentCatalogue();
  let unit = catalogue?.unitByKey(key);
  if (!catalogue) {
    const db = await getDb();
    [unit] = await db.select(unitColumns).from(units).where(byKey(units, key));
  }
  if (!unit) throw AppError.notFound("Unit was not found");
  return { unit, catalogue };
}

export async function getUnitByKey({ key }: { key: string }): Promise<UnitDto> {
  return (await findUnit(key)).unit;
}

export async function findUnitSummary({ key }: { key: string }): Promise<UnitSummary> {
  return summaryOf((await findUnit(key)).unit);
}

/** A unit with its words in order. */
export async function getUnitWithWords({
  key,
}: {
  key: string;
}): Promise<UnitSummary & { words: WordDto[] }> {
  const { unit, catalogue } = await findUnit(key);
  return { ...summaryOf(unit), words: await unitMembersOf("words", unit.id, catalogue) };
}

export async function getUnitWords({ key }: { key: string }): Promise<WordDto[]> {
  return (await getUnitWithWords({ key })).words;
}

/** The phrases of a unit as learners see them: the accepted answers stay on the server. */
export async function getUnitPhrases({ key }: { key: string }): Promise<UnitPhraseDto[]> {
  const { unit, catalogue } = await findUnit(key);
  const rows = await unitMembersOf("phrases", unit.id, catalogue);
  return rows.map(({ id, url, enQuestion, ru }) => ({ id, url, enQuestion, ru }));
}

/** The questions of a unit's test of one type, as the runner gets them, in the unit's order. */
export async function getUnitTestQuestions({ key, testType }: { key: string; testType: TestTypeSlug }) {
  const { unit, catalogue } = await findUnit(key);
  return questionsOf(unit.id, catalogue, testType);
}

function questionsOf(unitId: number, catalogue: Catalogue | null, testType: TestTypeSlug) {
  return testTypeOf(testType).questions(
    (kind) => unitMembersOf(kind, unitId, catalogue),
    (kind, wanted) => nearbyMembersOf(kind, unitId, catalogue, wanted),
  );
}

/**
 * All a learner's device keeps of a unit to take its tests offline. The
 * phrases' accepted answers are in it, as they are in the phrases test's
 * questions the runner gets online.
 */
export async function getOfflineUnit({ key }: { key: string }): Promise<OfflineUnitDto> {
  const { unit, catalogue } = await findUnit(key);
  const [unitWordList, unitPhraseList, ...questions] = await Promise.all([
    unitMembersOf("words", unit.id, catalogue),
    unitMembersOf("phrases", unit.id, catalogue),
    ...TEST_TYPES.map(({ slug }) => questionsOf(unit.id, catalogue, slug)),
  ]);
  return {
    unit: summaryOf(unit),
    words: unitWordList,
    phrases: unitPhraseList,
    questions: Object.fromEntries(
      TEST_TYPES.map(({ slug }, index) => [slug, questions[index]!]),
    ) as OfflineUnitDto["questions"],
  };
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

/**
 * Locks the chosen words and phrases against deletion (KEY SHARE) before the
 * transaction writes anything. Taken later, while this transaction holds link
 * rows a concurrent word delete is waiting for, the lock would close a cycle
 * with that delete (a deadlock); taken first, the delete simply waits. A
 * member already gone is the same field error as the foreign key's.
 */
async function lockMembers(tx: Transaction, input: UnitInput): Promise<void> {
  const members = [
    { table: words, ids: input.words, missing: referenceFields.unit_words_word_id_words_id_fk },
    { table: phrases, ids: input.phrases, missing: referenceFields.unit_phrases_phrase_id_phrases_id_fk },
  ] as const;
  for (const { table, ids, missing } of members) {
    if (ids.length === 0) continue;
    const unique = [...new Set(ids)];
    const found = await tx
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, unique))
      .for("key share");
    if (found.length < unique.length) {
      throw AppError.validation(missing);
    }
  }
}

/** A new unit, or with `id` that unit, with its members. */
async function writeUnit(input: UnitInput, id?: number): Promise<UnitDto> {
  const unitId = await withExistingReferences(referenceFields, () =>
    withUniqueFields(uniqueFields, () =>
      transaction(async (tx) => {
        await lockMembers(tx, input);
        const written = await writeRow(tx, units, { name: input.name, url: input.url }, id);
        if (written === undefined) return undefined;
        await replaceMembership(tx, written, input);
        return written;
      }),
    ),
  );
  if (unitId === undefined) throw AppError.notFound("Unit was not found");
  return getUnitByKey({ key: String(unitId) });
}

export const createUnit = (values: UnitInput): Promise<UnitDto> => writeUnit(values);

// Updating the unit row first locks it, so concurrent saves of one unit
// replace its membership one after the other instead of colliding.
export const updateUnit = (values: UnitInput): Promise<UnitDto> =>
  writeUnit(values, idToUpdate(values, "a unit"));

/**
 * Deletes the unit with its memberships and its test results (words and
 * phrases stay), undoable by the caller for a while.
 */
export const deleteUnit = (input: { key: string; principal: Principal }) => deleteUndoably("units", input);
