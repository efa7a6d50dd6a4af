"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import type { KeptCard } from "@/components/offline/learner-store";
import { Card } from "@/components/ui/card";
import type { ReviewQuestion } from "./review-question-card";
import { ReviewSession } from "./review-session";
import type { AnswerReview } from "./use-graded-answers";
import { useReviewCards } from "./use-review-cards";

type RoundsProps = {
  cards: ReviewQuestion[];
  login: string;
  empty: ReactNode;
  answerReview: AnswerReview;
};

/**
 * A review session over the due cards: each answer is graded by the server
 * at once (the time from showing the prompt to answering tells easy from
 * good), the learner sees the word and may overrule a wrong verdict once,
 * then moves on. Without a connection the page's copy kept by the service
 * worker runs on the cards kept on the device (useReviewCards). The page's
 * refreshes leave the session's cards as they are; `empty` is what shows when
 * there was nothing to review.
 */
export function ReviewRunner({
  cards,
  upcoming,
  empty,
  login,
  answerReview,
}: RoundsProps & {
  /** The next days' due cards, kept on the device for review offline. */
  upcoming: KeptCard[];
  /** The page's server action that grades answers and moves their cards. */
  answerReview: AnswerReview;
}) {
  const chosen = useReviewCards(login, cards, upcoming);
  return (
    <ReviewRounds
      key={chosen.round}
      cards={chosen.cards}
      login={login}
      answerReview={answerReview}
      empty={chosen.offline ? <NothingKept /> : empty}
    />
  );
}

function ReviewRounds({ cards, empty, login, answerReview }: RoundsProps) {
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

/** Offline, no kept card is due: the page's own words on what is due were read online, and are old. */
function NothingKept() {
  const t = useTranslations("review.offline");
  return (
    <Card className="flex flex-col gap-1 p-5">
      <p className="text-slate-700">{t("nothingDue")}</p>
      <p className="text-sm text-slate-600">{t("comeBack")}</p>
    </Card>
  );
}
