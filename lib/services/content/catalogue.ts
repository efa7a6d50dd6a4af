import "server-only";
import { asc, sql } from "drizzle-orm";
import { phrases, unitPhrases, units, unitWords, words } from "@/db/schema";
import type { Database } from "@/db/types";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import { isNumericKey } from "@/lib/validation/common";
import { qualified } from "../qualified";
import { isUncached, versionedCache } from "../versioned-cache";

/**
 * The whole catalogue (units with their word and phrase ids, words, phrases)
 * as every request reads it, held in memory per process and reloaded when the
 * database's content version changes (migration 0003's triggers bump it on
 * every write, from any instance or plain SQL). Lists keep the database's own
 * order (its collation sorts words and phrases).
 */
export type Catalogue = {
  units: readonly UnitDto[];
  words: readonly WordDto[];
  phrases: readonly PhraseDto[];
  unitByKey: (key: string) => UnitDto | undefined;
  wordByKey: (key: string) => WordDto | undefined;
  phraseByKey: (key: string) => PhraseDto | undefined;
  wordById: ReadonlyMap<number, WordDto>;
  phraseById: ReadonlyMap<number, PhraseDto>;
};

/**
 * Above this many rows of one kind the catalogue is not held in memory (about
 * 300 bytes a word, so 100,000 words take some 30 MB); reads then go to the
 * database as they would without a cache.
 */
const MAX_CACHED_ROWS = 200_000;

export const unitColumns = {
  id: units.id,
  name: units.name,
  url: units.url,
  words: sql<number[]>`(SELECT coalesce(json_agg(uw.word_id ORDER BY uw.position), '[]'::json)
    FROM ${unitWords} uw WHERE uw.unit_id = ${qualified(units.id)})`.as("words"),
  phrases: sql<number[]>`(SELECT coalesce(json_agg(up.phrase_id ORDER BY up.position), '[]'::json)
    FROM ${unitPhrases} up WHERE up.unit_id = ${qualified(units.id)})`.as("phrases"),
};

export const wordColumns = {
  id: words.id,
  url: words.url,
  en: words.en,
  ru: words.ru,
  transcription: words.transcription,
};

export const phraseColumns = {
  id: phrases.id,
  url: phrases.url,
  enQuestion: phrases.enQuestion,
  ru: phrases.ru,
  answers: phrases.answers,
};

/** Cached records are shared by every request: freezing them turns an accidental edit into an error. */
function frozen<T extends { [key: string]: unknown }>(rows: T[]): T[] {
  return rows.map((row) => {
    for (const value of Object.values(row)) if (Array.isArray(value)) Object.freeze(value);
    return Object.freeze(row);
  });
}

/** A route key is a numeric id or a url slug (keys.ts): the same rule over maps. */
function keyedBy<T extends { id: number; url: string }>(rows: readonly T[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byUrl = new Map(rows.map((row) => [row.url, row]));
  return { byId, find: (key: string) => (isNumericKey(key) ? byId.get(Number(key)) : byUrl.get(key)) };
}

async function loadCatalogue(db: Database): Promise<Catalogue | null> {
  const limit = MAX_CACHED_ROWS + 1;
  const [unitRows, wordRows, phraseRows] = await Promise.all([
    db.select(unitColumns).from(units).orderBy(asc(units.id)).limit(limit),
    db.select(wordColumns).from(words).orderBy(asc(words.en), asc(words.id)).limit(limit),
    db.select(phraseColumns).from(phrases).orderBy(asc(phrases.ru), asc(phrases.id)).limit(limit),
  ]);
  if ([unitRows, wordRows, phraseRows].some((rows) => rows.length > MAX_CACHED_ROWS)) return null;
  const unitIndex = keyedBy(frozen(unitRows));
  const wordIndex = keyedBy(frozen(wordRows));
  const phraseIndex = keyedBy(frozen(phraseRows));
  return {
    units: Object.freeze(unitRows),
    words: Object.freeze(wordRows),
    phrases: Object.freeze(phraseRows),
    unitByKey: unitIndex.find,
    wordByKey: wordIndex.find,
    phraseByKey: phraseIndex.find,
    wordById: wordIndex.byId,
    phraseById: phraseIndex.byId,
  };
}

const catalogueCache = versionedCache("catalogue", "content", loadCatalogue);

/**
 * The catalogue as of the current content version, or null when it is too
 * large to hold (callers then query the database). On PGlite this costs no
 * statement; on PostgreSQL the request's one version read.
 */
export async function currentCatalogue(): Promise<Catalogue | null> {
  // Without the cache, every read goes to the database, as for a catalogue too large to hold.
  return isUncached("catalogue") ? null : catalogueCache();
}
