"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useSettleAction } from "@/components/forms/settle-action";
import { useConfirm } from "@/components/layout/confirm-provider";
import { toast } from "@/components/ui/toast";
import type { TestTypeSlug } from "@/lib/domain/test-types";
import type { TestQuestion, TestTypeView } from "@/lib/domain/test-types/module";
import type { ActionResult } from "@/lib/types/action-result";
import type { ScoredTestDto, TestResultDto } from "@/lib/types/results";
import type { ResultSubmission } from "@/lib/validation/results";
import { newAnswerKey } from "@/components/offline/answer-queue";
import { queueResult } from "@/components/offline/unit-store";
import { forgetBrowserTest, type TestOwner } from "./use-kept-test";

type TestAction<T> = (testType: string, submission: ResultSubmission) => Promise<ActionResult<T>>;

/** The page's server actions: score and store a learner's test; score a guest's without storing it. */
export type FinishActions = { submitResult: TestAction<TestResultDto>; scoreTest: TestAction<ScoredTestDto> };

/**
 * What the result dialog shows at the end of a test, and whether it was saved
 * (or, `queued`, kept on this device to be saved once back online).
 */
export type FinishedTest = ScoredTestDto & { saved: boolean; queued?: boolean };

/**
 * How a test ends. A signed-in learner confirms, then the server scores and
 * stores the answers. A guest is told, with the spec's notice, that nothing is
 * saved, and the server scores the answers without storing them. Either way
 * the result dialog shows the score. A learner's submission carries a key of
 * its own: without a connection it waits on this device, scored here against
 * the unit kept offline, and is sent once back online (the key stores it once).
 */
export function useFinishTest({
  unitId,
  testType,
  questions,
  loggedIn,
  login,
  owner,
  submitResult,
  scoreTest,
}: FinishActions & {
  unitId: number;
  testType: TestTypeView;
  questions: TestQuestion[];
  loggedIn: boolean;
  /** The signed-in learner, whose device keeps a test finished offline. */
  login: string | null;
  /** Whose copy of the unfinished test this browser drops once the test is over. */
  owner: TestOwner;
}) {
  const confirm = useConfirm();
  const settleAction = useSettleAction();
  const t = useTranslations("test.runner");
  const types = useTranslations("testTypes");
  const [pending, startTransition] = useTransition();
  const [finished, setFinished] = useState<FinishedTest | null>(null);
  const [guestFinished, setGuestFinished] = useState(false);
  const [queued, setQueued] = useState(false);
  // One key per attempt: submitting it again after a failure can never store it twice.
  const [key] = useState(newAnswerKey);

  const submissionOf = (final: Array<string | null>): ResultSubmission => ({
    unitId,
    createdTs: Date.now(),
    answers: questions.map((item, position) => ({ questionId: item.id, answer: final[position] ?? "" })),
    // The questions asked: a round, or the whole unit as the test began.
    questionIds: questions.map((item) => item.id),
  });

  // A dropped call settles like a refused one, so "Saving…" never outlives it.
  const scoreAsGuest = (final: Array<string | null>) =>
    startTransition(async () => {
      const scored = await settleAction(() => scoreTest(testType.slug, submissionOf(final)));
      if (scored.ok) {
        forgetBrowserTest(owner, unitId, testType.slug);
        setFinished({ ...scored.data, saved: false });
      } else toast.error(t("scoreFailed"), { description: scored.message });
    });

  const finish = async (final: Array<string | null>) => {
    if (!loggedIn) {
      toast.info(t("notLoggedToast"));
      setGuestFinished(true);
      scoreAsGuest(final);
      return;
    }
    const yes = await confirm({
      title: t("confirmTitle"),
      message: t("confirmMessage"),
      confirmLabel: t("yes"),
      cancelLabel: t("no"),
    });
    if (!yes) return;
    startTransition(async () => {
      const submission = { ...submissionOf(final), key };
      const saved = await settleAction(() => submitResult(testType.slug, submission));
      if (!saved.ok && saved.status === 0 && login) {
        await keepForLater(login, submission);
        return;
      }
      if (saved.ok) {
        forgetBrowserTest(owner, unitId, testType.slug);
        toast.success(t("saved"));
        setFinished({ ...saved.data, saved: true });
      } else {
        toast.error(types(`${testType.slug as TestTypeSlug}.saveFailed`), { description: saved.message });
      }
    });
  };

  // No connection: the test waits on this device for the sync (components/offline/result-sync.tsx).
  const keepForLater = async (learner: string, submission: ResultSubmission & { key: string }) => {
    try {
      await queueResult(learner, { key, testType: testType.slug, submission });
    } catch {
      toast.error(types(`${testType.slug as TestTypeSlug}.saveFailed`));
      return;
    }
    forgetBrowserTest(owner, unitId, testType.slug);
    setQueued(true);
    toast.info(t("queuedToast"));
    // Loaded when a test ends offline (the worker keeps every chunk): the scoring brings the
    // test types' modules, which the runner does not need online.
    const scored = await import("@/components/offline/score-offline")
      .then(({ scoreOffline }) => scoreOffline(learner, testType.slug, submission))
      .catch(() => null);
    if (scored) setFinished({ ...scored, saved: false, queued: true });
  };

  return { finish, pending, finished, guestFinished, queued };
}
