"use server";

import { type ActionResult, requirePrincipal, runAction } from "@/lib/actions";
import { isTestType } from "@/lib/domain/test-types";
import { submitResult } from "@/lib/services/results";
import type { TestResultDto } from "@/lib/types/results";

/** POST /results/{testType}: the server scores the answers and stores the result of the caller. */
export async function submitTestResultAction(
  testType: string,
  input: unknown,
): Promise<ActionResult<TestResultDto>> {
  // The type becomes part of the authorized path, so it is checked before anything else.
  if (typeof testType !== "string" || !isTestType(testType)) {
    return { ok: false, status: 404, message: "Unknown type of test" };
  }
  return runAction({ method: "POST", path: `/results/${testType}` }, (principal) =>
    submitResult({ principal: requirePrincipal(principal), testType, input }),
  );
}
