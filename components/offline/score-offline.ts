"use client";

import { isTestType, testTypeOf } from "@/lib/domain/test-types";
import type { UnitMembers } from "@/lib/domain/test-types/module";
import type { ScoredTestDto } from "@/lib/types/results";
import type { ResultSubmission } from "@/lib/validation/results";
import { keptUnit } from "./unit-store";

/**
 * A test finished offline scored on this device against the unit kept here,
 * with the scoring the server applies: what the result dialog shows until the
 * server stores the result. Null when the unit is not kept here or the kept
 * copy does not hold the questions answered (the server will judge them).
 */
export async function scoreOffline(
  login: string,
  testType: string,
  submission: ResultSubmission,
): Promise<ScoredTestDto | null> {
  if (!isTestType(testType)) return null;
  const kept = await keptUnit(login, submission.unitId);
  if (!kept) return null;
  const members: { [K in keyof UnitMembers]: Array<UnitMembers[K]> } = kept;
  try {
    const { result, answers } = await testTypeOf(testType).score(
      async <K extends keyof UnitMembers>(kind: K) => members[kind],
      submission,
      async () => undefined,
    );
    return { result, answers } as ScoredTestDto;
  } catch {
    return null;
  }
}
