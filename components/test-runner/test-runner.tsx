"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { settleAction } from "@/components/forms/settle-action";
import { useConfirm } from "@/components/layout/confirm-provider";
import { toast } from "@/components/ui/toast";
import { Button, ButtonLink } from "@/components/ui/button";
import { nextIndex, previousIndex } from "@/lib/domain/progress";
import type { TestQuestion, TestTypeView } from "@/lib/domain/test-types/module";
import { ChoiceList } from "./choice-list";
import { ListenPrompt } from "./listen-prompt";
import { ProgressBar } from "./progress-bar";
import { QuestionCard } from "./question-card";
import { ResultDialog } from "./result-dialog";
import { RunnerFeedback } from "./runner-feedback";
import { useTestProgress } from "./use-test-progress";
import { WordChips } from "./word-chips";
import type { ActionResult } from "@/lib/types/action-result";
import type { TestResultDto } from "@/lib/types/results";
import type { ResultSubmission } from "@/lib/validation/results";

function GuestNotice({ loginHref }: { loginHref: string }) {
  return (
    <p className="border-info/30 bg-info/5 rounded-lg border px-3 py-2 text-sm text-slate-700">
      You are not logged in: you can take the test, but the result will not be saved.{" "}
      <Link href={loginHref} className="text-brand-700 font-medium underline">
        Log in
      </Link>
    </p>
  );
}

const STEPS = [
  ["Previous", previousIndex],
  ["Next", nextIndex],
] as const;

/** The question on screen, its answer field and the buttons that move through the test. */
function RunnerQuestion({
  progress,
  testType: { instruction, promptLang = "ru", columns },
  busy,
  pending,
}: {
  progress: ReturnType<typeof useTestProgress>;
  testType: TestTypeView;
  busy: boolean;
  pending: boolean;
}) {
  const { index, total, question, draft, inputRef, changeDraft } = progress;
  const { choices, spoken, accepted = "" } = question;
  const stored = progress.answers[index - 1] ?? null;
  return (
    <QuestionCard
      onSubmit={progress.submit}
      progress={<ProgressBar index={index} total={total} answered={progress.answeredCount} />}
      instruction={instruction}
      status={
        progress.answered ? (
          <span className="bg-success/5 text-success rounded-full px-2 py-0.5 tracking-normal normal-case">
            Answered
          </span>
        ) : null
      }
      prompt={question.prompt}
      promptLang={promptLang}
      promptView={
        spoken ? (
          <ListenPrompt
            questionId={question.id}
            text={spoken}
            prompt={question.prompt}
            answered={progress.answered}
          />
        ) : undefined
      }
      choices={
        choices ? (
          <ChoiceList
            questionId={question.id}
            choices={choices}
            lang={columns.accepted.lang ?? "en"}
            picked={stored}
            accepted={accepted}
            disabled={busy}
            onPick={progress.choose}
          />
        ) : undefined
      }
      inputRef={inputRef}
      draft={draft}
      onDraftChange={changeDraft}
      error={progress.error}
      disabled={busy}
      readOnly={progress.locked}
      footer={
        <>
          <div className="flex gap-2">
            {STEPS.map(([text, step]) => (
              <Button
                key={text}
                variant="secondary"
                onClick={() => progress.move(step(index, total))}
                disabled={busy}
              >
                {text}
              </Button>
            ))}
          </div>
          {/* A choice is answered by picking it. */}
          {choices ? null : (
            <Button type="submit" disabled={busy} className="min-w-28">
              {pending ? "Saving…" : "Answer"}
            </Button>
          )}
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
  );
}

/**
 * A test over a unit's questions. At its end a guest is told the result is
 * not saved; a signed-in learner confirms, and the server scores and stores
 * the answers.
 */
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
  testType: TestTypeView;
  questions: TestQuestion[];
  loggedIn: boolean;
  /** The page's server action that scores and stores a finished test. */
  submitResult: (testType: string, submission: ResultSubmission) => Promise<ActionResult<TestResultDto>>;
}) {
  const router = useRouter();
  // The server shuffles on every render, and a refresh (search box, logout)
  // renders the page again: the test keeps the order it started with, so the
  // stored answers stay with their questions.
  const [questions] = useState(shuffledQuestions);
  const confirm = useConfirm();
  const [pending, startTransition] = useTransition();
  const [guestFinished, setGuestFinished] = useState(false);
  const [result, setResult] = useState<TestResultDto | null>(null);

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
        submitResult(testType.slug, {
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
        toast.error(testType.saveFailed, { description: saved.message });
      }
    });
  };

  const progress = useTestProgress(questions, (answers) => void finish(answers));
  const { feedback } = progress;
  const indexHref = `/units/${unitUrl}/tests/${testType.slug}`;
  const busy = pending || result !== null;
  return (
    <div className="flex w-full max-w-[600px] flex-col gap-3">
      {loggedIn ? null : (
        <GuestNotice loginHref={`/login?callbackUrl=${encodeURIComponent(`${indexHref}/in-progress`)}`} />
      )}
      <div role="status" aria-live="polite">
        {feedback ? <RunnerFeedback feedback={feedback} testType={testType} /> : null}
      </div>
      <RunnerQuestion progress={progress} testType={testType} busy={busy} pending={pending} />
      {progress.answeredCount === questions.length && result === null ? (
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
            <Button variant="secondary" onClick={() => void finish(progress.answers)} disabled={busy}>
              {loggedIn ? "Submit results" : "Finish test"}
            </Button>
          )}
        </div>
      ) : null}
      <ResultDialog result={result} columns={testType.columns} onClose={() => router.push(indexHref)} />
    </div>
  );
}
