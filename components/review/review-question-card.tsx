"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ProgressBar } from "@/components/test-runner/progress-bar";
import { QuestionCard } from "@/components/test-runner/question-card";
import { Button } from "@/components/ui/button";
import { ReviewFeedback } from "./review-feedback";
import type { ReviewAnswerItem, ReviewOutcome } from "./use-graded-answers";

/**
 * A due card as the session asks it: the Russian prompt, and the English word
 * with its transcription, shown only after the answer (and checked here only
 * when the server cannot be reached: otherwise the server checks it).
 */
export type ReviewQuestion = { wordId: number; prompt: string; en: string; transcription: string };

/**
 * One card of the session. Enter answers (the time from showing the prompt to
 * answering tells easy from good); once graded, the field keeps the answer,
 * the feedback shows and Enter moves on. The focus stays in the field
 * throughout, so a session runs from the keyboard alone.
 */
export function ReviewQuestionCard({
  question,
  position,
  total,
  answered,
  feedback,
  now,
  pending,
  onSend,
  onNext,
}: {
  question: ReviewQuestion;
  /** The card's place in the session, from 1. */
  position: number;
  total: number;
  answered: number;
  feedback: ReviewOutcome | null;
  now: number;
  pending: boolean;
  onSend: (item: ReviewAnswerItem) => void;
  onNext: () => void;
}) {
  const t = useTranslations("review.question");
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const shownAt = useRef(0);
  const elapsed = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // Timing starts when the prompt shows; the field takes the focus so the session can be typed.
  useEffect(() => {
    shownAt.current = Date.now();
    inputRef.current?.focus();
  }, [question]);

  // Sending disables the "I was right" button, which may hold the focus: it comes back to the field.
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (feedback) {
      setDraft("");
      setError(null);
      return onNext();
    }
    const answer = draft.trim();
    if (answer === "") {
      setError(t("required"));
      inputRef.current?.focus();
      return;
    }
    elapsed.current = Math.max(0, Date.now() - shownAt.current);
    onSend({ answer, elapsedMs: elapsed.current });
  };

  return (
    <QuestionCard
      onSubmit={submit}
      progress={
        <ProgressBar
          index={position}
          total={total}
          answered={answered}
          counts="cards"
          label={t("progress")}
        />
      }
      instruction={t("instruction")}
      prompt={question.prompt}
      inputRef={inputRef}
      draft={draft}
      onDraftChange={(value) => {
        setDraft(value);
        if (value.trim() !== "") setError(null);
      }}
      error={error}
      // Read-only, never disabled, while the answer is checked: a disabled field would drop the
      // focus to the page, and the Enter that moves on would be lost.
      disabled={false}
      readOnly={pending || feedback !== null}
      footer={
        <Button type="submit" disabled={pending} className="ml-auto min-w-28">
          {feedback ? (position < total ? t("next") : t("finish")) : pending ? t("checking") : t("answer")}
        </Button>
      }
    >
      {feedback ? (
        <ReviewFeedback
          graded={feedback}
          now={now}
          pending={pending}
          onOverride={() => onSend({ answer: feedback.answer, elapsedMs: elapsed.current, override: true })}
        />
      ) : null}
    </QuestionCard>
  );
}
