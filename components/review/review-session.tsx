"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { type ReviewQuestion, ReviewQuestionCard } from "./review-question-card";
import { ReviewSummary } from "./review-summary";
import { type AnswerReview, useGradedAnswers } from "./use-graded-answers";

/**
 * One pass over a list of due cards, then its summary. `queue` is what the
 * page last read of the due cards, for the summary's "Review N more".
 */
export function ReviewSession({
  cards,
  queue,
  login,
  answerReview,
  onReviewMore,
}: {
  cards: ReviewQuestion[];
  /** Whose answers are kept on this device when the server cannot be reached; null: none are. */
  login: string | null;
  queue: ReviewQuestion[];
  answerReview: AnswerReview;
  onReviewMore: (cards: ReviewQuestion[]) => void;
}) {
  const router = useRouter();
  const [index, setIndex] = useState(0);
  const [steppedAt, setSteppedAt] = useState(0);
  const { graded, gradedAt, pending, send } = useGradedAnswers(login, answerReview);
  // The moment of the latest answer or step, for "comes back in 10 minutes" (renders stay pure).
  const now = Math.max(gradedAt, steppedAt);

  const next = () => {
    setSteppedAt(Date.now());
    setIndex(index + 1);
    // The top bar's count and the queue behind this session are read again. Moving on writes
    // nothing, so there is no server action to revalidate them: the page is refreshed (online only:
    // offline there is nothing newer to read).
    if (index + 1 >= cards.length && navigator.onLine) router.refresh();
  };

  if (index >= cards.length) {
    // Until the refresh lands, `queue` may still list this session's cards: one answered is due
    // again only once its new due time has passed.
    // An answer kept on the device has no due time yet: its card is not offered again.
    const dueAgain = new Map(
      graded.map((answer) => [answer.wordId, answer.due === null ? Infinity : Date.parse(answer.due)]),
    );
    const more = queue.filter((card) => (dueAgain.get(card.wordId) ?? 0) <= now);
    return (
      <ReviewSummary
        graded={graded}
        now={now}
        moreDue={more.length}
        onReviewMore={() => onReviewMore(more)}
      />
    );
  }

  const question = cards[index]!;
  return (
    <ReviewQuestionCard
      question={question}
      position={index + 1}
      total={cards.length}
      answered={graded.length}
      feedback={graded[index] ?? null}
      now={now}
      pending={pending}
      onSend={(item) => send(index, question, item)}
      onNext={next}
    />
  );
}
