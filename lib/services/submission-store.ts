import "server-only";
import { getTableName, type Table } from "drizzle-orm";
import { columnNames, columnsOf, intArrayLiteral, quoted, recordsetColumns } from "@/db/bound-values";
import { getDb, getDriver, runStatement } from "@/db/client";
import { findPgError } from "@/db/pg-error";
import { reviewCards, reviewLogs, testResults, units, words } from "@/db/schema";
import type { Database } from "@/db/types";
import type { CardState } from "@/lib/domain/review-schedule";
import type { TestTypeSlug } from "@/lib/domain/test-types";
import type { ResultAnswer } from "@/lib/types/results";
import { forgetCards, knownCards, rememberCards } from "./known-cards";
import {
  type CardRow,
  gradeHeld,
  LOG_KEYS,
  pairKey,
  type RecordedReview,
  recordManyReviews,
  type Reviews,
  STATE_KEYS,
} from "./review-cards";

/** A scored submission, ready to store with the review answers it gives. */
export type ScoredSubmission = {
  userId: number;
  unitId: number;
  testType: TestTypeSlug;
  result: number;
  answers: ResultAnswer[];
  reviews: Reviews["answers"];
};

export type StoredResult = { id: number; createdTs: number; result: number };

/**
 * Stores scored submissions with each answered word's review card and log,
 * all or nothing, and answers each one's stored row in their order.
 *
 * Where this process knows the states of every card the answers move (it
 * wrote or read them last), one statement writes everything, moving each
 * card only from the state it was graded from. A card that holds another
 * state (moved by another instance, another path, plain SQL) fails the whole
 * statement, and the submissions are stored again by the way that locks the
 * cards before reading them; so does a unit or word deleted meanwhile.
 */
export async function storeSubmissions(submissions: ScoredSubmission[]): Promise<StoredResult[]> {
  const db = await getDb();
  const createdTs = Date.now();
  const many = submissions.map(({ userId, unitId, reviews }): Reviews => ({
    userId,
    source: "test",
    now: new Date(createdTs),
    unitId,
    answers: reviews,
  }));
  const held = heldFromKnown(db, many);
  if (held) {
    try {
      return await storeFromKnown(db, submissions, many, held, createdTs);
    } catch (error) {
      if (!MOVED_MEANWHILE.has(findPgError(error)?.code ?? "")) throw error;
      for (const { userId } of submissions) forgetCards(db, userId);
    }
  }
  return storeLocked(db, submissions, many, createdTs);
}

/**
 * What makes the statement from known states fail where the locked way
 * stores the same submissions, or answers for them: a card or a learner's
 * version moved meanwhile (serialization failure, deadlock), a unit or word
 * deleted meanwhile (foreign key).
 */
const MOVED_MEANWHILE = new Set(["40001", "40P01", "23503"]);

/** The cards the answers move, by pairKey, as this process knows them; null where it does not know one. */
function heldFromKnown(db: Database, many: Reviews[]): Map<string, CardRow | null> | null {
  const held = new Map<string, CardRow | null>();
  for (const { userId, answers } of many) {
    const known = knownCards(
      db,
      userId,
      answers.map(({ wordId }) => wordId),
    );
    if (!known) return null;
    for (const [wordId, state] of known)
      held.set(pairKey(userId, wordId), state && { ...state, userId, wordId });
  }
  return held;
}

const stateOf = ({ userId: _userId, wordId: _wordId, ...state }: CardRow): CardState => state;

async function storeFromKnown(
  db: Database,
  submissions: ScoredSubmission[],
  many: Reviews[],
  held: ReadonlyMap<string, CardRow | null>,
  createdTs: number,
): Promise<StoredResult[]> {
  const { cards, logs } = gradeHeld(many, held);
  const unitIds = [...new Set(submissions.map(({ unitId }) => unitId))];
  const wordIds = [...new Set(cards.map(({ wordId }) => wordId))];
  let knownCount = 0;
  const cardRecords = cards.map((card) => {
    const was = held.get(pairKey(card.userId, card.wordId));
    if (was) knownCount += 1;
    return `${cardFields(card)},"known":${was ? `true,${wasFields(was)}` : "false"}`;
  });
  const rows = await runStatement(await knownCardsStatement(), [
    intArrayLiteral(unitIds),
    intArrayLiteral(wordIds),
    jsonArray(cardRecords),
    unitIds.length + wordIds.length + knownCount,
    jsonArray(logs.map(logFields)),
    jsonArray(
      submissions.map(({ userId, unitId, testType, result, answers }) =>
        resultFields({ userId, unitId, testType, createdTs, result, answers }),
      ),
    ),
    cards.length,
  ]);
  const movedByLearner = new Map<number, Array<[number, CardState]>>();
  for (const card of cards) {
    const moved = movedByLearner.get(card.userId) ?? [];
    moved.push([card.wordId, stateOf(card)]);
    movedByLearner.set(card.userId, moved);
  }
  for (const [userId, moved] of movedByLearner) rememberCards(db, userId, moved);
  // Ids are drawn as the rows are inserted, in the order of the recordset.
  return rows
    .map((row) => ({
      id: Number(row[testResults.id.name]),
      createdTs: Number(row[testResults.createdTs.name]),
      result: Number(row[testResults.result.name]),
    }))
    .sort((a, b) => a.id - b.id);
}

/** The locked way: one transaction that takes the cards, then writes cards, logs and results. */
async function storeLocked(
  db: Database,
  submissions: ScoredSubmission[],
  many: Reviews[],
  createdTs: number,
): Promise<StoredResult[]> {
  const { recorded, alongside } = await db.transaction((tx) =>
    recordManyReviews(tx, many, (inserter) =>
      inserter
        .insert(testResults)
        .values(
          submissions.map(({ userId, unitId, testType, result, answers }) => ({
            userId,
            unitId,
            testType,
            createdTs,
            result,
            answers,
          })),
        )
        // PostgreSQL returns an INSERT's rows in the order of its VALUES.
        .returning({ id: testResults.id, createdTs: testResults.createdTs, result: testResults.result }),
    ),
  );
  rememberRecorded(db, many, recorded);
  return alongside;
}

/** The states the cards were left in: each word's last answer's (a word answered twice moved twice). */
function rememberRecorded(db: Database, many: Reviews[], recorded: RecordedReview[][]) {
  many.forEach(({ userId }, index) =>
    rememberCards(
      db,
      userId,
      recorded[index]!.map(({ wordId, card }) => [wordId, card] as const),
    ),
  );
}

const CARD_KEYS = ["userId", "wordId", ...STATE_KEYS] as const;
const RESULT_KEYS = ["userId", "unitId", "testType", "createdTs", "result", "answers"] as const;

/**
 * A row's fields as the JSON a recordset of the statement reads (`"user_id":4,
 * "due":"…"`): each key's value under its column's name, after `prefix`.
 * Written as text directly: a submission's rows hold a few hundred fields, and
 * building an object per row for JSON.stringify cost more than the write.
 */
function jsonFields<T extends Table, K extends string>(table: T, keys: readonly K[], prefix = "") {
  const columns = columnsOf(table, keys);
  const fields = keys.map((key, index) => ({
    key,
    label: `${index === 0 ? "" : ","}${JSON.stringify(`${prefix}${columns[index]!.name}`)}:`,
  }));
  return (row: { [P in K]: unknown }): string => {
    let text = "";
    for (const { key, label } of fields) text += label + jsonValue(row[key]);
    return text;
  };
}

/** JSON.stringify of one value, with the common cases of a card's fields taken first. */
function jsonValue(value: unknown): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value === null || value === undefined) return "null";
  if (value instanceof Date) return `"${value.toISOString()}"`;
  return JSON.stringify(value);
}

const cardFields = jsonFields(reviewCards, CARD_KEYS);
const wasFields = jsonFields(reviewCards, STATE_KEYS, "was_");
const logFields = jsonFields(reviewLogs, LOG_KEYS);
const resultFields = jsonFields(testResults, RESULT_KEYS);
const jsonArray = (records: string[]) => `[${records.map((fields) => `{${fields}}`).join(",")}]`;

let statements: Promise<string> | undefined;

/** The statement's text, built once per process from the schema. */
function knownCardsStatement(): Promise<string> {
  return (statements ??= getDriver().then((driver) => buildStatement(driver === "postgres")));
}

/**
 * $3 the cards: their new states, and where `known` the states they must
 * still hold (`was_…`), else none must exist yet. On PostgreSQL $1 the units
 * and $2 the words answered are held against deletion first (see lockCards
 * in review-cards.ts for why first), then the known cards; $4 how many of
 * them must exist. $5 the logs; $6 the results; $7 how many cards must be
 * written. Every count must hold, or the statement fails and keeps nothing.
 */
function buildStatement(holdRows: boolean): string {
  // In the order the locked way takes them (units, words, then cards by learner and word), so
  // that a submission taking either way never waits for another in the opposite order.
  const holdKey = holdRows ? " FOR KEY SHARE" : "";
  const holdCards = holdRows ? " FOR NO KEY UPDATE OF c" : "";
  const table = (name: Parameters<typeof getTableName>[0]) => quoted(getTableName(name));
  const id = quoted(reviewCards.id.name);
  const user = quoted(reviewCards.userId.name);
  const word = quoted(reviewCards.wordId.name);
  const stateNames = STATE_KEYS.map((key) => quoted(reviewCards[key].name));
  const found = `(SELECT found FROM held) = $4`;
  return `WITH card AS MATERIALIZED (
  SELECT * FROM jsonb_to_recordset($3::jsonb) AS card(${recordsetColumns(reviewCards, CARD_KEYS)},
    "known" boolean, ${recordsetColumns(reviewCards, STATE_KEYS, "was_")})
), held AS MATERIALIZED (
  SELECT (SELECT count(*) FROM (SELECT FROM ${table(units)} WHERE ${quoted(units.id.name)} = ANY($1::int[])
      ORDER BY ${quoted(units.id.name)}${holdKey}) AS held_units)
    + (SELECT count(*) FROM (SELECT FROM ${table(words)} WHERE ${quoted(words.id.name)} = ANY($2::int[])
      ORDER BY ${quoted(words.id.name)}${holdKey}) AS held_words)
    + (SELECT count(*) FROM (SELECT FROM ${table(reviewCards)} AS c JOIN card
      ON card."known" AND c.${user} = card.${user} AND c.${word} = card.${word}
      ORDER BY c.${user}, c.${word}${holdCards}) AS held_cards) AS found
), moved AS (
  UPDATE ${table(reviewCards)} AS c SET ${stateNames.map((name) => `${name} = card.${name}`).join(", ")}
  FROM card
  WHERE card."known" AND c.${user} = card.${user} AND c.${word} = card.${word}
    AND (${stateNames.map((name) => `c.${name}`).join(", ")})
      IS NOT DISTINCT FROM (${STATE_KEYS.map((key) => `card.${quoted(`was_${reviewCards[key].name}`)}`).join(", ")})
    AND ${found}
  RETURNING c.${id}, c.${user}, c.${word}
), created AS (
  INSERT INTO ${table(reviewCards)} (${columnNames(reviewCards, CARD_KEYS)})
  SELECT ${columnNames(reviewCards, CARD_KEYS)} FROM card WHERE NOT card."known" AND ${found}
  ON CONFLICT (${user}, ${word}) DO NOTHING
  RETURNING ${id}, ${user}, ${word}
), saved AS (
  SELECT * FROM moved UNION ALL SELECT * FROM created
), logged AS (
  INSERT INTO ${table(reviewLogs)} (${quoted(reviewLogs.cardId.name)}, ${columnNames(reviewLogs, LOG_KEYS)})
  SELECT saved.${id}, log.* FROM jsonb_to_recordset($5::jsonb) AS log(${recordsetColumns(reviewLogs, LOG_KEYS)})
  JOIN saved USING (${user}, ${word})
)
INSERT INTO ${table(testResults)} (${columnNames(testResults, RESULT_KEYS)})
SELECT * FROM jsonb_to_recordset($6::jsonb) AS result(${recordsetColumns(testResults, RESULT_KEYS)})
WHERE practice_require(${found} AND (SELECT count(*) FROM saved) = $7, 'A review card changed since it was read')
RETURNING ${quoted(testResults.id.name)}, ${quoted(testResults.createdTs.name)}, ${quoted(testResults.result.name)}`;
}
