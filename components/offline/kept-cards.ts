"use client";

import { keptCardsDueAt } from "@/lib/domain/offline-review";
import { type KeptCard, readLearnerStore, withLearnerStore } from "./learner-store";

/**
 * Replaces the kept cards with the ones the server just read, in the
 * learner's own database. A card whose answer waits on the device is left
 * out: it was answered, and its next due time comes with the server's reply.
 */
export async function keepDueCards(login: string, cards: readonly KeptCard[]): Promise<void> {
  await withLearnerStore(login, async (database) => {
    const transaction = database.transaction(["dueCards", "answers"], "readwrite");
    const waiting = new Set(
      (await transaction.objectStore("answers").getAll()).map((answer) => answer.wordId),
    );
    const store = transaction.objectStore("dueCards");
    await store.clear();
    await Promise.all([
      ...cards.filter((card) => !waiting.has(card.wordId)).map((card) => store.put(card)),
      transaction.done,
    ]);
  });
}

/**
 * An answer moves its kept card: to the due time the server gave, or, kept on
 * the device (`due` null), out of the kept cards until the server has it.
 */
export async function noteAnswered(login: string, wordId: number, due: string | null): Promise<void> {
  await readLearnerStore(login, undefined, async (database) => {
    const transaction = database.transaction("dueCards", "readwrite");
    const card = await transaction.store.get(wordId);
    if (card)
      await (due === null ? transaction.store.delete(wordId) : transaction.store.put({ ...card, due }));
    await transaction.done;
  });
}

/** The kept cards due now, without those answered on this device and not yet sent. */
export async function keptCardsDueNow(login: string): Promise<KeptCard[]> {
  return readLearnerStore(login, [], async (database) => {
    const [cards, answers] = await Promise.all([database.getAll("dueCards"), database.getAll("answers")]);
    return keptCardsDueAt(cards, new Set(answers.map((answer) => answer.wordId)), Date.now());
  });
}

/** The words whose answers wait on this device. */
export async function waitingWordIds(login: string): Promise<Set<number>> {
  const answers = await readLearnerStore(login, [], (database) => database.getAll("answers"));
  return new Set(answers.map((answer) => answer.wordId));
}
