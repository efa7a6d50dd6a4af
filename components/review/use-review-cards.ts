"use client";

import { useEffect, useState } from "react";
import { keepDueCards, keptCardsDueNow, waitingWordIds } from "@/components/offline/kept-cards";
import type { KeptCard } from "@/components/offline/learner-store";
import type { ReviewQuestion } from "./review-question-card";

type Chosen = { cards: ReviewQuestion[] | null; offline: boolean };

const question = ({ wordId, prompt, en, transcription }: KeptCard): ReviewQuestion => ({
  wordId,
  prompt,
  en,
  transcription,
});

/**
 * The cards a review session starts with. Online, the page's (the server's)
 * cards, and the next days' due cards are kept on the device in the learner's
 * own database. Offline (the service worker answered a kept copy of the
 * page), the kept cards due by now instead. Either way without the cards
 * whose answers wait on the device: a reload never asks one again.
 * `cards: null` while the page's cards stand as they are; `round` changes
 * each time the choice replaces them, once after the page loads at most.
 */
export function useReviewCards(login: string, cards: ReviewQuestion[], upcoming: KeptCard[]) {
  const [chosen, setChosen] = useState<Chosen>({ cards: null, offline: false });
  // Chosen once, from the cards the page loaded with: later refreshes leave the session's cards alone.
  const [loaded] = useState(cards);

  // Each online render of the page carries fresh cards: they replace the kept ones. A kept copy
  // shown offline carries old ones, which must not overwrite what later answers moved.
  useEffect(() => {
    if (navigator.onLine) void keepDueCards(login, upcoming).catch(() => undefined);
  }, [login, upcoming]);

  useEffect(() => {
    let live = true;
    const choose = async (): Promise<Chosen | null> => {
      if (!navigator.onLine) return { cards: (await keptCardsDueNow(login)).map(question), offline: true };
      const waiting = await waitingWordIds(login);
      return loaded.some((card) => waiting.has(card.wordId))
        ? { cards: loaded.filter((card) => !waiting.has(card.wordId)), offline: false }
        : null;
    };
    choose()
      .then((next) => {
        if (live && next) setChosen(next);
      })
      // Storage refused (a private window's quota): the page's cards stand.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [login, loaded]);

  return {
    cards: chosen.cards ?? cards,
    offline: chosen.offline,
    round: chosen.cards === null ? 0 : 1,
  };
}
