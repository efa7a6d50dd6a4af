"use server";

import { requirePrincipal, validatedAction } from "@/lib/api/run-action";
import type { ActionResult } from "@/lib/types/action-result";
import { resultRoutesByType } from "@/lib/api/routes/results";
import { isTestType, type TestTypeSlug } from "@/lib/domain/test-types";
import { scoreTest, submitResult } from "@/lib/services/learning/results";
import { saveTestDraft } from "@/lib/services/learning/test-drafts";
import type { ScoredTestDto, TestDraftDto, TestResultDto } from "@/lib/types/results";

type TypeRoutes = (typeof resultRoutesByType)[TestTypeSlug];

/** The type chooses the route, so it is checked before anything else (404 for an unknown one). */
async function ofTestType<T>(
  testType: unknown,
  run: (type: TestTypeSlug, routes: TypeRoutes) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  if (typeof testType !== "string" || !isTestType(testType)) {
    return { ok: false, status: 404, message: "Unknown type of test" };
  }
  return run(testType, resultRoutesByType[testType]);
}

/** POST /results/{testType}: the server scores the answers and stores the result of the caller. */
export async function submitTestResultAction(
  testType: string,
  input: unknown,
): Promise<ActionResult<TestResultDto>> {
  return ofTestType(testType, (type, routes) =>
    validatedAction(routes.submit, input, (submission, principal) =>
      submitResult({ principal: requirePrincipal(principal), testType: type, submission }),
    ),
  );
}

/** POST /results/{testType}/score: the server scores a guest's answers and stores nothing. */
export async function scoreTestAction(
  testType: string,
  input: unknown,
): Promise<ActionResult<ScoredTestDto>> {
  return ofTestType(testType, (type, routes) =>
    validatedAction(routes.score, input, (submission) => scoreTest({ testType: type, submission })),
  );
}

/** PUT /results/{testType}/draft: keeps the caller's unfinished test, to continue it later. */
export async function keepTestAction(testType: string, input: unknown): Promise<ActionResult<TestDraftDto>> {
  return ofTestType(testType, (type, routes) =>
    validatedAction(routes.saveDraft, input, (draft, principal) =>
      saveTestDraft({ principal: requirePrincipal(principal), testType: type, draft }),
    ),
  );
}
