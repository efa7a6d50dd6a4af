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
import { forgetBrowserTest, type TestOwner } from "./use-kept-test";

type TestAction<T> = (testType: string, submission: ResultSubmission) => Promise<ActionResult<T>>;

/** The page's server actions: score and store a learner's test; score a guest's without storing it. */
export type FinishActions = { submitResult: TestAction<TestResultDto>; scoreTest: TestAction<ScoredTestDto> };

/** What the result dialog shows at the end of a test, and whether it was saved. */
export type FinishedTest = ScoredTestDto & { saved: boolean };

/**
 * How a test ends. A signed-in learner confirms, then the server scores and
 * stores the answers. A guest is told, with the spec's notice, that nothing is
 * saved, and the server scores the answers without storing them. Either way
 * the result dialog shows the score.
 */
export function useFinishTest({
  unitId,
  testType,
  questions,
  loggedIn,
  owner,
  actions,
}: {
  unitId: number;
  testType: TestTypeView;
  questions: TestQuestion[];
  loggedIn: boolean;
  /** Whose copy of the unfinished test this browser drops once the test is over. */
  owner: TestOwner;
  actions: FinishActions;
}) {
  const confirm = useConfirm();
  const settleAction = useSettleAction();
  const t = useTranslations("test.runner");
  const types = useTranslations("testTypes");
  const [pending, startTransition] = useTransition();
  const [finished, setFinished] = useState<FinishedTest | null>(null);
  const [guestFinished, setGuestFinished] = useState(false);

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
      const scored = await settleAction(() => actions.scoreTest(testType.slug, submissionOf(final)));
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
      const saved = await settleAction(() => actions.submitResult(testType.slug, submissionOf(final)));
      if (saved.ok) {
        forgetBrowserTest(owner, unitId, testType.slug);
        toast.success(t("saved"));
        setFinished({ ...saved.data, saved: true });
      } else {
        toast.error(types(`${testType.slug as TestTypeSlug}.saveFailed`), { description: saved.message });
      }
    });
  };

  return { finish, pending, finished, guestFinished };
}
