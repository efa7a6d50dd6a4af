"use server";

import { requirePrincipal, validatedAction } from "@/lib/api/run-action";
import type { ActionResult } from "@/lib/types/action-result";
import { resultRoutesByType } from "@/lib/api/routes/results";
import { isTestType } from "@/lib/domain/test-types";
import { scoreTest, submitResult } from "@/lib/services/learning/results";
import { saveTestDraft } from "@/lib/services/learning/test-drafts";
import type { ScoredTestDto, TestDraftDto, TestResultDto } from "@/lib/types/results";

/** POST /results/{testType}: the server scores the answers and stores the result of the caller. */
export async function submitTestResultAction(
  testType: string,
  input: unknown,
): Promise<ActionResult<TestResultDto>> {
  // The type chooses the route, so it is checked before anything else.
  if (typeof testType !== "string" || !isTestType(testType)) {
    return { ok: false, status: 404, message: "Unknown type of test" };
  }
  return validatedAction(resultRoutesByType[testType].submit, input, (submission, principal) =>
    submitResult({ principal: requirePrincipal(principal), testType, submission }),
  );
}

/** POST /results/{testType}/score: the server scores a guest's answers and stores nothing. */
export async function scoreTestAction(
  testType: string,
  input: unknown,
): Promise<ActionResult<ScoredTestDto>> {
  if (typeof testType !== "string" || !isTestType(testType)) {
    return { ok: false, status: 404, message: "Unknown type of test" };
  }
  return validatedAction(resultRoutesByType[testType].score, input, (submission) =>
    scoreTest({ testType, submission }),
  );
}

/** PUT /results/{testType}/draft: keeps the caller's unfinished test, to continue it later. */
export async function keepTestAction(testType: string, input: unknown): Promise<ActionResult<TestDraftDto>> {
  if (typeof testType !== "string" || !isTestType(testType)) {
    return { ok: false, status: 404, message: "Unknown type of test" };
  }
  return validatedAction(resultRoutesByType[testType].saveDraft, input, (draft, principal) =>
    saveTestDraft({ principal: requirePrincipal(principal), testType, draft }),
  );
}
