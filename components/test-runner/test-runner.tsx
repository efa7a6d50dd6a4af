"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { linkTag, TextLink } from "@/components/ui/text-link";
import { furtherKeptTest, type KeptTest, resumeKeptTest } from "@/lib/domain/kept-test";
import { nextIndex, previousIndex } from "@/lib/domain/progress";
import { shuffle } from "@/lib/domain/shuffle";
import type { TestTypeSlug } from "@/lib/domain/test-types";
import type { TestQuestion, TestTypeView } from "@/lib/domain/test-types/module";
import { loginHref } from "@/lib/safe-redirect";
import { ChoiceList } from "./choice-list";
import { ListenPrompt } from "./listen-prompt";
import { ProgressBar } from "./progress-bar";
import { QuestionCard } from "./question-card";
import { ResultDialog } from "./result-dialog";
import { RunnerFeedback } from "./runner-feedback";
import { type FinishActions, type FinishedTest, useFinishTest } from "./use-finish-test";
import {
  type BrowserKeptTest,
  type KeepTest,
  readBrowserTest,
  type TestOwner,
  useKeptTest,
} from "./use-kept-test";
import { useLeaveGuard } from "./use-leave-guard";
import { useOfflineQuestions } from "@/components/offline/use-offline-questions";
import { useInBrowser } from "@/components/ui/use-in-browser";
import { useTestProgress } from "./use-test-progress";
import { WordChips } from "./word-chips";

function GuestNotice({ loginHref }: { loginHref: string }) {
  const t = useTranslations("test.runner");
  return (
    <p className="border-info/30 bg-info/5 rounded-lg border px-3 py-2 text-sm text-slate-700">
      {t("guestNotice")} <TextLink href={loginHref}>{t("logIn")}</TextLink>
    </p>
  );
}

/** In the result dialog of a guest: the spec's notice, and how to keep the next result. */
function NotSavedNotice({ loginHref }: { loginHref: string }) {
  const t = useTranslations("test.runner");
  return (
    <div className="border-info/30 bg-info/5 flex flex-col gap-1 rounded-lg border px-3 py-2 text-sm text-slate-700">
      <p>{t("notSaved")}</p>
      <p>{t.rich("keepNext", { link: linkTag(loginHref) })}</p>
    </div>
  );
}

/** In the result dialog of a test finished offline: the result waits on this device. */
function QueuedNotice() {
  const t = useTranslations("test.runner");
  return (
    <p className="border-info/30 bg-info/5 rounded-lg border px-3 py-2 text-sm text-slate-700">
      {t("queued")}
    </p>
  );
}

const STEPS = [
  ["previous", previousIndex],
  ["next", nextIndex],
] as const;

/** The question on screen, its answer field and the buttons that move through the test. */
function RunnerQuestion({
  progress,
  testType: { slug, promptLang = "ru", columns },
  busy,
  pendingLabel,
}: {
  progress: ReturnType<typeof useTestProgress>;
  testType: TestTypeView;
  busy: boolean;
  /** What the Answer button says while the finished test is sent. */
  pendingLabel: string | null;
}) {
  const t = useTranslations("test.runner");
  const types = useTranslations("testTypes");
  const { index, total, question, draft, inputRef, changeDraft } = progress;
  const { choices, spoken } = question;
  const accepted = typeof question.accepted === "string" ? question.accepted : "";
  const stored = progress.answers[index - 1] ?? null;
  return (
    <QuestionCard
      onSubmit={progress.submit}
      progress={<ProgressBar index={index} total={total} answered={progress.answeredCount} />}
      instruction={types(`${slug as TestTypeSlug}.instruction`)}
      status={
        progress.answered ? (
          <span className="bg-success/5 text-success rounded-full px-2 py-0.5 tracking-normal normal-case">
            {t("answered")}
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
                {t(text)}
              </Button>
            ))}
          </div>
          {/* A choice is answered by picking it. */}
          {choices ? null : (
            <Button type="submit" disabled={busy} className="min-w-28">
              {pendingLabel ?? t("answer")}
            </Button>
          )}
        </>
      }
    >
      {question.chips ? (
        <WordChips
          key={question.id}
          chips={question.chips}
          answer={draft}
          disabled={busy || progress.locked}
          onChange={changeDraft}
        />
      ) : null}
    </QuestionCard>
  );
}

type Attempt = {
  /** Each attempt (the first, a continued one, a retry of the mistakes) starts the runner afresh. */
  id: number;
  questions: TestQuestion[];
  resumed?: { answers: Array<string | null>; position: number };
};

type RunnerProps = {
  unitId: number;
  unitUrl: string;
  testType: TestTypeView;
  loggedIn: boolean;
  /** The signed-in learner's login (null for a guest): whose device keeps the unit and tests offline. */
  login: string | null;
  /** Whose unfinished tests this browser keeps the test with. */
  owner: TestOwner;
  keepTest: KeepTest;
} & FinishActions;

/** The question ids of the answers a result counts wrong. */
function mistakesOf(result: FinishedTest, columns: TestTypeView["columns"]): Set<number> {
  return new Set(
    result.answers
      .filter((answer) => !answer.correct)
      .map((answer) => Number((answer as Record<string, unknown>)[columns.questionId])),
  );
}

/** One attempt at a test, from its first question to its result. */
function TestAttempt({
  attempt: { questions, resumed },
  onRetry,
  ...runner
}: RunnerProps & { attempt: Attempt; onRetry: (questions: TestQuestion[]) => void }) {
  const { unitId, unitUrl, testType, loggedIn, owner, keepTest } = runner;
  const router = useRouter();
  const t = useTranslations("test.runner");
  const { finish, pending, finished, guestFinished, queued } = useFinishTest({ ...runner, questions });

  const progress = useTestProgress(questions, (answers) => void finish(answers), resumed);
  const { feedback } = progress;
  const over = finished !== null || guestFinished || queued;
  useKeptTest({
    owner,
    unitId,
    testType: testType.slug,
    keepTest: loggedIn ? keepTest : undefined,
    kept: {
      questionIds: questions.map((question) => question.id),
      answers: progress.answers,
      position: progress.index,
    },
    over,
  });
  useLeaveGuard(progress.answeredCount > 0 && !over, {
    title: t("leaveTitle"),
    message: t("leaveMessage"),
    confirmLabel: t("leave"),
    cancelLabel: t("stay"),
  });
  const indexHref = `/units/${unitUrl}/tests/${testType.slug}`;
  const loginLink = loginHref(`${indexHref}/in-progress`);
  const busy = pending || finished !== null || queued;
  const mistakes = finished ? mistakesOf(finished, testType.columns) : new Set<number>();
  return (
    <div className="flex w-full max-w-[600px] flex-col gap-3">
      {loggedIn ? null : <GuestNotice loginHref={loginLink} />}
      <div role="status" aria-live="polite">
        {feedback ? <RunnerFeedback feedback={feedback} testType={testType} /> : null}
      </div>
      <RunnerQuestion
        progress={progress}
        testType={testType}
        busy={busy}
        pendingLabel={pending ? (loggedIn ? t("saving") : t("scoring")) : null}
      />
      {progress.answeredCount === questions.length && finished === null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <span>{guestFinished ? t("guestFinished") : queued ? t("queued") : t("allAnswered")}</span>
          {guestFinished || queued ? (
            <ButtonLink href={indexHref} variant="secondary">
              {t("done")}
            </ButtonLink>
          ) : (
            <Button variant="secondary" onClick={() => void finish(progress.answers)} disabled={busy}>
              {loggedIn ? t("submit") : t("finish")}
            </Button>
          )}
        </div>
      ) : null}
      <ResultDialog
        result={finished}
        columns={testType.columns}
        notice={
          finished?.queued ? (
            <QueuedNotice />
          ) : finished && !finished.saved ? (
            <NotSavedNotice loginHref={loginLink} />
          ) : null
        }
        onRetry={
          mistakes.size > 0
            ? () => onRetry(shuffle(questions.filter((question) => mistakes.has(question.id))))
            : undefined
        }
        onClose={() => router.push(indexHref)}
      />
    </div>
  );
}

type TestRunnerProps = RunnerProps & {
  questions: TestQuestion[];
  /** Continue the test kept unfinished, when there is one (else the questions are a new test). */
  continueTest: boolean;
  /** The server's copy of a learner's unfinished test, when continuing. */
  serverKept?: ServerKeptTest | null;
};

/** A learner's unfinished test as the server holds it, with when it was saved there (ms). */
type ServerKeptTest = KeptTest & { updatedTs: number };

/** The further of this browser's copy and the server's: the browser's is written first, the server's follows. */
function newestKept(browser: BrowserKeptTest | null, server: ServerKeptTest | null | undefined) {
  if (!server || !browser) return server ?? browser;
  return furtherKeptTest(
    { kept: browser, writtenAt: browser.savedAt },
    { kept: server, writtenAt: server.updatedTs },
  );
}

/** The attempts at one test: the first (perhaps continued), then each retry of the mistakes. */
function Attempts({ questions: shuffledQuestions, continueTest, serverKept, ...props }: TestRunnerProps) {
  // The server shuffles on every render, and a refresh (search box, logout)
  // renders the page again: the test keeps the order it started with, so the
  // stored answers stay with their questions.
  const [attempt, setAttempt] = useState<Attempt>(() => {
    const kept = continueTest
      ? newestKept(readBrowserTest(props.owner, props.unitId, props.testType.slug), serverKept)
      : null;
    const continued = kept ? resumeKeptTest(shuffledQuestions, kept) : null;
    if (!continued) return { id: 0, questions: shuffledQuestions };
    const { questions, ...resumed } = continued;
    return { id: 0, questions, resumed };
  });
  return (
    <TestAttempt
      key={attempt.id}
      {...props}
      attempt={attempt}
      onRetry={(questions) => setAttempt((current) => ({ id: current.id + 1, questions }))}
    />
  );
}

/**
 * A test over a unit's questions, or a round of them. At its end the result
 * dialog shows the score: a signed-in learner confirms and the server scores
 * and stores the answers; a guest is told the result is not saved, and the
 * server scores it. The test is kept as it goes, so it can be continued, and
 * "Retry my mistakes" starts a new attempt at the questions answered wrong.
 */
export function TestRunner(props: TestRunnerProps) {
  const t = useTranslations("test.runner");
  const inBrowser = useInBrowser();
  const offline = useOfflineQuestions(props.login, props.unitId, props.testType.slug);
  // The newest copy of a kept test may be in this browser: the runner starts once it can be read.
  if (props.continueTest && !inBrowser) {
    return <p className="text-slate-600">{t("loading")}</p>;
  }
  if (offline) {
    // Opened without a connection: the unit kept on this device asks, a round as long as the page's.
    const asked = props.continueTest ? offline : offline.slice(0, props.questions.length);
    return (
      <div className="flex w-full max-w-[600px] flex-col gap-3">
        <p className="border-info/30 bg-info/5 rounded-lg border px-3 py-2 text-sm text-slate-700">
          {t("offlineNote")}
        </p>
        <Attempts key="offline" {...props} questions={asked} />
      </div>
    );
  }
  return <Attempts key="online" {...props} />;
}
