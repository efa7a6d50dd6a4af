"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useRef, useState, useTransition } from "react";
import { settleAction } from "@/components/forms/settle-action";
import { toast } from "@/components/ui/toast";
import { useConfirm } from "@/components/layout/confirm-provider";
import { Button, ButtonLink } from "@/components/ui/button";
import { checkAnswer } from "@/lib/domain/answers";
import { nextIndex, nextUnansweredIndex, previousIndex } from "@/lib/domain/progress";
import type { TestTypeSlug } from "@/lib/domain/test-types";
import { AnswerFeedback } from "./answer-feedback";
import { ProgressBar } from "./progress-bar";
import { QuestionCard } from "./question-card";
import { ResultDialog } from "./result-dialog";
import { WordChips } from "./word-chips";
import type { ActionResult } from "@/lib/types/action-result";
import type { TestResultDto } from "@/lib/types/results";
import type { ResultSubmission } from "@/lib/validation/results";

/**
 * What the browser knows of a question. A word's English (`accepted`) is
 * public vocabulary, so the runner judges each answer at once; the accepted
 * answers of phrases stay on the server. The server scores the submission in
 * either case.
 */
export type TestQuestion = { id: number; prompt: string; chips?: string[]; accepted?: string };

type SubmitTestResult = (
  testType: TestTypeSlug,
  submission: ResultSubmission,
) => Promise<ActionResult<TestResultDto>>;

const SAVE_FAILED: Record<TestTypeSlug, string> = {
  "words-writing": "Could not save words writing test result",
  phrases: "Could not save phrases test result",
};

export function TestRunner({
  unitId,
  unitUrl,
  testType,
  questions: shuffledQuestions,
  loggedIn,
  submitResult,
}: {
  unitId: number;
  unitUrl: string;
  testType: TestTypeSlug;
  questions: TestQuestion[];
  loggedIn: boolean;
  /** The page's server action that scores and stores a finished test. */
  submitResult: SubmitTestResult;
}) {
  const router = useRouter();
  const confirm = useConfirm();
  // The server shuffles on every render, and a refresh (search box, logout)
  // renders the page again: the test keeps the order it started with, so the
  // stored answers stay with their questions.
  const [questions] = useState(shuffledQuestions);
  const total = questions.length;
  const [index, setIndex] = useState(1);
  const [answers, setAnswers] = useState<Array<string | null>>(() => questions.map(() => null));
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [guestFinished, setGuestFinished] = useState(false);
  const [result, setResult] = useState<TestResultDto | null>(null);
  // The question just answered, whose verdict stays on screen until the learner moves on by hand.
  const [lastAnswered, setLastAnswered] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The field takes the focus on every question change, so the whole test can be typed.
  useEffect(() => {
    inputRef.current?.focus();
  }, [index]);

  const question = questions[index - 1]!;
  const stored = answers[index - 1] ?? null;
  // Once its verdict (and so the right spelling) is shown, an answer can no longer change.
  const locked = question.accepted !== undefined && stored !== null;
  const feedbackIndex = locked ? index : lastAnswered;
  const feedbackQuestion = feedbackIndex === null ? undefined : questions[feedbackIndex - 1];
  const feedbackAnswer = feedbackIndex === null ? null : (answers[feedbackIndex - 1] ?? null);
  const answeredCount = answers.filter((answer) => answer !== null).length;
  const allAnswered = answeredCount === total;
  const indexHref = `/units/${unitUrl}/tests/${testType}`;

  const goTo = (target: number, list = answers) => {
    setIndex(target);
    setDraft(list[target - 1] ?? "");
    setError(null);
    // Moving to the same question (a one-question test) does not change the index.
    if (target === index) inputRef.current?.focus();
  };

  const move = (target: number) => {
    setLastAnswered(null);
    goTo(target);
  };

  const changeDraft = (value: string) => {
    setDraft(value);
    if (value.trim() !== "") setError(null);
  };

  const finish = async (final: Array<string | null>) => {
    if (!loggedIn) {
      toast.info("You are not logged in account. Result was not saved");
      setGuestFinished(true);
      return;
    }
    const yes = await confirm({
      title: "Confirmation message",
      message: "Are you sure that you are going to submit test results?",
    });
    if (!yes) return;
    // A dropped call settles like a refused one, so "Saving…" never outlives it.
    startTransition(async () => {
      const saved = await settleAction(() =>
        submitResult(testType, {
          unitId,
          createdTs: Date.now(),
          answers: questions.map((item, position) => ({
            questionId: item.id,
            answer: final[position] ?? "",
          })),
        }),
      );
      if (saved.ok) {
        toast.success("Answers are saved successfully");
        setResult(saved.data);
      } else {
        toast.error(SAVE_FAILED[testType], { description: saved.message });
      }
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = locked ? stored : draft.trim();
    if (answer === "") {
      setError("Answer is required");
      inputRef.current?.focus();
      return;
    }
    const next = answers.map((value, position) => (position === index - 1 ? answer : value));
    setAnswers(next);
    setLastAnswered(index);
    const target = nextUnansweredIndex(
      index,
      next.map((value) => value !== null),
    );
    if (target === null) {
      setDraft(answer);
      void finish(next);
    } else {
      goTo(target, next);
    }
  };

  const busy = pending || result !== null;
  return (
    <div className="flex w-full max-w-[600px] flex-col gap-3">
      {loggedIn ? null : (
        <p className="border-info/30 bg-info/5 rounded-lg border px-3 py-2 text-sm text-slate-700">
          You are not logged in: you can take the test, but the result will not be saved.{" "}
          <Link
            href={`/login?callbackUrl=${encodeURIComponent(`${indexHref}/in-progress`)}`}
            className="text-brand-700 font-medium underline"
          >
            Log in
          </Link>
        </p>
      )}
      <div role="status" aria-live="polite">
        {feedbackQuestion?.accepted !== undefined && feedbackAnswer !== null ? (
          <AnswerFeedback
            prompt={feedbackQuestion.prompt}
            answer={feedbackAnswer}
            accepted={feedbackQuestion.accepted}
            check={checkAnswer(feedbackAnswer, feedbackQuestion.accepted)}
            current={feedbackIndex === index}
          />
        ) : null}
      </div>
      <QuestionCard
        onSubmit={submit}
        progress={<ProgressBar index={index} total={total} answered={answeredCount} />}
        instruction={testType === "phrases" ? "Say it in English" : "Write in English"}
        status={
          stored !== null ? (
            <span className="bg-success/5 text-success rounded-full px-2 py-0.5 tracking-normal normal-case">
              Answered
            </span>
          ) : null
        }
        prompt={question.prompt}
        inputRef={inputRef}
        draft={draft}
        onDraftChange={changeDraft}
        error={error}
        disabled={busy}
        readOnly={locked}
        footer={
          <>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => move(previousIndex(index, total))} disabled={busy}>
                Previous
              </Button>
              <Button variant="secondary" onClick={() => move(nextIndex(index, total))} disabled={busy}>
                Next
              </Button>
            </div>
            <Button type="submit" disabled={busy} className="min-w-28">
              {pending ? "Saving…" : "Answer"}
            </Button>
          </>
        }
      >
        {question.chips ? (
          <WordChips
            chips={question.chips}
            answer={draft}
            disabled={busy}
            onPick={(word) => changeDraft(`${draft} ${word}`.trim())}
            onUndo={() => changeDraft(draft.trim().split(/\s+/).slice(0, -1).join(" "))}
            onClear={() => {
              changeDraft("");
              inputRef.current?.focus();
            }}
          />
        ) : null}
      </QuestionCard>
      {allAnswered && result === null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <span>
            {guestFinished
              ? "Test finished. Log in before your next test to keep your results."
              : "All questions are answered. You can still review them."}
          </span>
          {guestFinished ? (
            <ButtonLink href={indexHref} variant="secondary">
              Done
            </ButtonLink>
          ) : (
            <Button variant="secondary" onClick={() => void finish(answers)} disabled={busy}>
              {loggedIn ? "Submit results" : "Finish test"}
            </Button>
          )}
        </div>
      ) : null}
      <ResultDialog result={result} testType={testType} onClose={() => router.push(indexHref)} />
    </div>
  );
}
