"use client";

import { useTranslations } from "next-intl";
import { startTransition, useActionState } from "react";
import { settleAction } from "@/components/forms/settle-action";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/types/action-result";
import type { GradedReviewAnswerDto, ReviewAnswersDto } from "@/lib/types/review";
import type { ReviewAnswers } from "@/lib/validation/review";

export type AnswerReview = (answers: ReviewAnswers) => Promise<ActionResult<ReviewAnswersDto>>;

/** One answer to send: the time it took, and `override` for "I was right". */
export type ReviewAnswerItem = { answer: string; elapsedMs: number; override?: true };

type Submission = { index: number; wordId: number; item: ReviewAnswerItem };
/** The session's graded answers by card, and when the latest of them was graded. */
type Graded = { answers: GradedReviewAnswerDto[]; gradedAt: number };

/**
 * The session's answers, each graded by the server as it is sent (a second
 * answer to a card, "I was right", replaces the first). A failed save keeps
 * what was graded and says so in a toast.
 */
export function useGradedAnswers(answerReview: AnswerReview) {
  const t = useTranslations("review.feedback");
  const [graded, dispatch, pending] = useActionState(
    async (previous: Graded, { index, wordId, item }: Submission): Promise<Graded> => {
      const saved = await settleAction(() => answerReview({ answers: [{ wordId, ...item }] }));
      if (!saved.ok) toast.error(t("saveFailed"), { description: saved.message });
      const answer = saved.ok ? saved.data.answers[0] : undefined;
      if (!answer) return previous;
      const answers = [...previous.answers.slice(0, index), answer, ...previous.answers.slice(index + 1)];
      return { answers, gradedAt: Date.now() };
    },
    { answers: [], gradedAt: 0 },
  );

  const send = (index: number, wordId: number, item: ReviewAnswerItem) =>
    startTransition(() => dispatch({ index, wordId, item }));

  return { graded: graded.answers, gradedAt: graded.gradedAt, pending, send };
}
