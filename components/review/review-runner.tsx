"use client";

import { type ReactNode, useState } from "react";
import type { ReviewQuestion } from "./review-question-card";
import { ReviewSession } from "./review-session";
import type { AnswerReview } from "./use-graded-answers";

/**
 * A review session over the due cards: each answer is graded by the server
 * at once (the time from showing the prompt to answering tells easy from
 * good), the learner sees the word and may overrule a wrong verdict once,
 * then moves on. The page's refreshes leave the session's cards as they are;
 * `empty` is what shows when there was nothing to review.
 */
export function ReviewRunner({
  cards,
  empty,
  login,
  answerReview,
}: {
  cards: ReviewQuestion[];
  /** The learner, whose answers given offline are kept on this device. */
  login: string;
  empty: ReactNode;
  /** The page's server action that grades answers and moves their cards. */
  answerReview: AnswerReview;
}) {
  const [session, setSession] = useState(cards);
  // Each "Review N more" starts a new session, with nothing answered yet.
  const [round, setRound] = useState(0);

  // The page renders this component with or without due cards, so a refresh at the end of a
  // session (the queue is empty now) keeps the summary on screen.
  if (session.length === 0) return empty;
  return (
    <ReviewSession
      key={round}
      cards={session}
      queue={cards}
      login={login}
      answerReview={answerReview}
      onReviewMore={(more) => {
        setSession(more);
        setRound(round + 1);
      }}
    />
  );
}
