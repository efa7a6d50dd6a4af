import "server-only";
import type { Database } from "@/db/types";
import type { CardState } from "@/lib/domain/review-schedule";

/** A learner's card of each word as this process last wrote or read it; null: the learner had none. */
type LearnerCards = Map<number, CardState | null>;
type Known = { learners: Map<number, LearnerCards>; total: number };

/**
 * Cards kept over all learners: a card's state takes some 200 bytes, so the
 * store stays within about 20 MB. The least recently used learner goes first.
 */
const MAX_KNOWN_CARDS = 100_000;

// Route handlers and server actions are separate bundles in one process: one store for both.
const STORE_KEY = Symbol.for("practice.known-cards");
const store = globalThis as typeof globalThis & { [STORE_KEY]?: WeakMap<Database, Known> };
const byDatabase = (store[STORE_KEY] ??= new WeakMap<Database, Known>());

function knownOf(db: Database): Known {
  let known = byDatabase.get(db);
  if (!known) byDatabase.set(db, (known = { learners: new Map(), total: 0 }));
  return known;
}

/**
 * The states this process believes a learner's cards of these words hold,
 * or null when it does not know one of them. A belief, never trusted as
 * such: a write from it names the states it starts from and fails where a
 * card holds another (another instance, another path or plain SQL moved it).
 */
export function knownCards(db: Database, userId: number, wordIds: readonly number[]) {
  if (wordIds.length === 0) return new Map<number, CardState | null>();
  const known = knownOf(db);
  const cards = known.learners.get(userId);
  if (!cards || !wordIds.every((wordId) => cards.has(wordId))) return null;
  // Re-inserted last: the map's order is the order of last use.
  known.learners.delete(userId);
  known.learners.set(userId, cards);
  return new Map(wordIds.map((wordId) => [wordId, cards.get(wordId)!]));
}

/** Records the states a learner's cards were just written with (or read as: null, none). */
export function rememberCards(
  db: Database,
  userId: number,
  states: Iterable<readonly [wordId: number, state: CardState | null]>,
): void {
  const known = knownOf(db);
  const cards = known.learners.get(userId) ?? new Map<number, CardState | null>();
  known.learners.delete(userId);
  known.total -= cards.size;
  for (const [wordId, state] of states) cards.set(wordId, state);
  known.learners.set(userId, cards);
  known.total += cards.size;
  for (const [learner, other] of known.learners) {
    if (known.total <= MAX_KNOWN_CARDS || learner === userId) break;
    known.learners.delete(learner);
    known.total -= other.size;
  }
}

/** Forgets a learner's cards: another path is moving them. */
export function forgetCards(db: Database, userId: number): void {
  const known = knownOf(db);
  const cards = known.learners.get(userId);
  if (!cards) return;
  known.learners.delete(userId);
  known.total -= cards.size;
}
