// Which kept cards a review without a connection asks: pure, so the page and the tests share it.

/** Cards in one review session, as the server's due queue gives them. */
export const SESSION_CARDS = 20;

type Due = { wordId: number; due: string };

/**
 * The kept cards due at `now`, the longest overdue first, at most a session's
 * worth, leaving out every card whose answer waits on the device: it was
 * answered already, and only the server knows when it is due again.
 */
export function keptCardsDueAt<Card extends Due>(
  cards: readonly Card[],
  waitingWordIds: ReadonlySet<number>,
  now: number,
  limit = SESSION_CARDS,
): Card[] {
  return cards
    .filter((card) => !waitingWordIds.has(card.wordId) && Date.parse(card.due) <= now)
    .sort((a, b) => a.due.localeCompare(b.due) || a.wordId - b.wordId)
    .slice(0, limit);
}
