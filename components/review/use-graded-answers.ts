"use client";

import { useTranslations } from "next-intl";
import { startTransition, useActionState } from "react";
import { useSettleAction } from "@/components/forms/settle-action";
import { newAnswerKey, queueAnswer } from "@/components/offline/answer-queue";
import { requestAnswersSync } from "@/components/offline/background-sync";
import { noteAnswered } from "@/components/offline/kept-cards";
import { toast } from "@/components/ui/toast";
import { checkAnswer } from "@/lib/domain/answers";
import { gradeAnswer } from "@/lib/domain/review-grading";
import type { ActionResult } from "@/lib/types/action-result";
import type { GradedReviewAnswerDto, ReviewAnswersDto } from "@/lib/types/review";
import type { ReviewAnswers } from "@/lib/validation/review";
import type { ReviewQuestion } from "./review-question-card";

export type AnswerReview = (answers: ReviewAnswers) => Promise<ActionResult<ReviewAnswersDto>>;

/** One answer to send: the time it took, and `override` for "I was right". */
export type ReviewAnswerItem = { answer: string; elapsedMs: number; override?: true };

/**
 * An answer as the session shows it: graded by the server, or, given without
 * a connection, checked on this device and kept there until it is sent (no
 * due time yet: the server schedules the card when it gets the answer).
 */
export type ReviewOutcome = Omit<GradedReviewAnswerDto, "due"> & { due: string | null };

type Submission = { index: number; question: ReviewQuestion; item: ReviewAnswerItem };
/** The session's graded answers by card, and when the latest of them was graded. */
type Graded = { answers: ReviewOutcome[]; gradedAt: number };

/** The same check and grade the server gives, for an answer kept on the device. */
function checkedOnDevice({ wordId, en, prompt, transcription }: ReviewQuestion, item: ReviewAnswerItem) {
  const check = checkAnswer(item.answer, en);
  return {
    wordId,
    en,
    ru: prompt,
    transcription,
    answer: item.answer,
    ...check,
    rating: gradeAnswer(check, item.elapsedMs),
    overridden: false,
    due: null,
  } satisfies ReviewOutcome;
}

/**
 * The session's answers, each graded by the server as it is sent (a second
 * answer to a card, "I was right", replaces the first). An answer the server
 * cannot be reached for is checked here and kept on the device with its key
 * and time, to be sent when the connection is back (the top bar's
 * SyncStatus); another failed save keeps what was graded and says so.
 */
export function useGradedAnswers(login: string | null, answerReview: AnswerReview) {
  const settleAction = useSettleAction();
  const t = useTranslations("review.feedback");
  const [graded, dispatch, pending] = useActionState(
    async (previous: Graded, { index, question, item }: Submission): Promise<Graded> => {
      const { wordId } = question;
      // "I was right" changes a stored answer: it is no answer of its own to keep.
      const kept =
        item.override || login === null
          ? null
          : { key: newAnswerKey(), answeredAt: new Date().toISOString() };
      const saved = await settleAction(() => answerReview({ answers: [{ wordId, ...item, ...kept }] }));
      let answer: ReviewOutcome | undefined;
      if (saved.ok) answer = saved.data.answers[0];
      else if (saved.status === 0 && kept && login !== null) {
        await queueAnswer(login, { wordId, answer: item.answer, elapsedMs: item.elapsedMs, ...kept });
        void requestAnswersSync();
        answer = checkedOnDevice(question, item);
      } else toast.error(t("saveFailed"), { description: saved.message });
      if (!answer) return previous;
      // The kept cards follow, so a review reloaded offline never asks this card again too early.
      if (login !== null) void noteAnswered(login, wordId, answer.due).catch(() => undefined);
      const answers = [...previous.answers.slice(0, index), answer, ...previous.answers.slice(index + 1)];
      return { answers, gradedAt: Date.now() };
    },
    { answers: [], gradedAt: 0 },
  );

  const send = (index: number, question: ReviewQuestion, item: ReviewAnswerItem) =>
    startTransition(() => dispatch({ index, question, item }));

  return { graded: graded.answers, gradedAt: graded.gradedAt, pending, send };
}
