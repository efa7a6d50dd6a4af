"use client";

import type { ActionResult } from "@/lib/types/action-result";
import type { TestResultDto } from "@/lib/types/results";
import type { ResultSubmission } from "@/lib/validation/results";
import { isFinalRefusal } from "./final-refusal";
import type { QueuedResult } from "./learner-store";
import { dropResult, waitingResults } from "./unit-store";

/** The server action that stores a learner's test (POST results/{testType}). */
export type SubmitResult = (
  testType: string,
  submission: ResultSubmission,
) => Promise<ActionResult<TestResultDto>>;

export type SentResult = { result: QueuedResult; stored: boolean };

/**
 * Sends the learner's tests finished offline, oldest first, and drops each
 * once the server has it or has refused it for good. The key makes a repeat
 * harmless: a test sent before whose reply was lost is answered, not stored
 * again. Without a connection, past the hourly allowance or signed out, the
 * rest waits for the next try. Answers what became of each test sent.
 */
export async function sendWaitingResults(login: string, send: SubmitResult): Promise<SentResult[]> {
  const sent: SentResult[] = [];
  for (const result of await waitingResults(login)) {
    // Status 0: the server was not reached (the call rejected).
    const answer = await send(result.testType, result.submission).catch(() => ({
      ok: false as const,
      status: 0,
    }));
    if (!answer.ok && !isFinalRefusal(answer.status)) break;
    await dropResult(login, result.key);
    sent.push({ result, stored: answer.ok });
  }
  return sent;
}
