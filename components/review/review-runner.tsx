"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useEffect, useRef, useState, useTransition } from "react";
import { ProgressBar } from "@/components/test-runner/progress-bar";
import { QuestionCard } from "@/components/test-runner/question-card";
import { Button } from "@/components/ui/button";
import { settleAction } from "@/components/forms/settle-action";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/types/action-result";
import type { GradedReviewAnswerDto, ReviewAnswersDto } from "@/lib/types/review";
import type { ReviewAnswers } from "@/lib/validation/review";
import { ReviewFeedback } from "./review-feedback";
import { ReviewSummary } from "./review-summary";

type AnswerReview = (answers: ReviewAnswers) => Promise<ActionResult<ReviewAnswersDto>>;

/** What the browser knows of a due card before it is answered: never its English word. */
export type ReviewQuestion = { wordId: number; prompt: string };

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
  answerReview,
}: {
  cards: ReviewQuestion[];
  empty: ReactNode;
  /** The page's server action that grades answers and moves their cards. */
  answerReview: AnswerReview;
}) {
  const router = useRouter();
  const [session, setSession] = useState(cards);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [graded, setGraded] = useState<GradedReviewAnswerDto[]>([]);
  const [pending, startTransition] = useTransition();
  // The moment of the latest answer or step, for "comes back in 10 minutes" (renders stay pure).
  const [now, setNow] = useState(0);
  const shownAt = useRef(0);
  const elapsed = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // Timing starts when the prompt shows; the field takes the focus so the session can be typed.
  useEffect(() => {
    shownAt.current = Date.now();
    inputRef.current?.focus();
  }, [index, session]);

  // The page renders this component with or without due cards, so a refresh at the end of a
  // session (the queue is empty now) keeps the summary on screen.
  if (session.length === 0) return empty;
  const finished = index >= session.length;
  const question = session[Math.min(index, session.length - 1)]!;
  const feedback = graded[index] ?? null;

  const record = (answer: GradedReviewAnswerDto) => {
    setNow(Date.now());
    setGraded((list) => [...list.slice(0, index), answer, ...list.slice(index + 1)]);
  };

  const send = (item: { answer: string; elapsedMs: number; override?: true }) =>
    startTransition(async () => {
      const saved = await settleAction(() =>
        answerReview({ answers: [{ wordId: question.wordId, ...item }] }),
      );
      if (saved.ok && saved.data.answers[0]) record(saved.data.answers[0]);
      else if (!saved.ok) toast.error("Could not save the answer", { description: saved.message });
      inputRef.current?.focus();
    });

  const next = () => {
    setNow(Date.now());
    setIndex(index + 1);
    setDraft("");
    setError(null);
    // The top bar's count and the queue behind this session are read again.
    if (index + 1 >= session.length) router.refresh();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (feedback) return next();
    const answer = draft.trim();
    if (answer === "") {
      setError("Answer is required");
      inputRef.current?.focus();
      return;
    }
    elapsed.current = Math.max(0, Date.now() - shownAt.current);
    send({ answer, elapsedMs: elapsed.current });
  };

  if (finished) {
    // Until the refresh lands, `cards` may still list this session's cards: one answered is due
    // again only once its new due time has passed.
    const dueAgain = new Map(graded.map((answer) => [answer.wordId, Date.parse(answer.due)]));
    const more = cards.filter((card) => (dueAgain.get(card.wordId) ?? 0) <= now);
    return (
      <ReviewSummary
        graded={graded}
        now={now}
        moreDue={more.length}
        onReviewMore={() => {
          setSession(more);
          setIndex(0);
          setGraded([]);
        }}
      />
    );
  }

  return (
    <QuestionCard
      onSubmit={submit}
      progress={
        <ProgressBar
          index={index + 1}
          total={session.length}
          answered={graded.length}
          noun="Card"
          label="Review progress"
        />
      }
      instruction="Write in English"
      prompt={question.prompt}
      inputRef={inputRef}
      draft={draft}
      onDraftChange={(value) => {
        setDraft(value);
        if (value.trim() !== "") setError(null);
      }}
      error={error}
      disabled={pending && !feedback}
      readOnly={feedback !== null}
      footer={
        <Button type="submit" disabled={pending} className="ml-auto min-w-28">
          {feedback ? (index + 1 < session.length ? "Next" : "Finish") : pending ? "Checking…" : "Answer"}
        </Button>
      }
    >
      {feedback ? (
        <ReviewFeedback
          graded={feedback}
          now={now}
          pending={pending}
          onOverride={() => send({ answer: feedback.answer, elapsedMs: elapsed.current, override: true })}
        />
      ) : null}
    </QuestionCard>
  );
}
