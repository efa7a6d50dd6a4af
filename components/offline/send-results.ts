"use client";

import { settleAction } from "@/components/forms/settle-action";
import type { ActionResult } from "@/lib/types/action-result";
import type { TestResultDto } from "@/lib/types/results";
import type { ResultSubmission } from "@/lib/validation/results";
import { dropResult, type QueuedResult, waitingResults } from "./unit-store";

/** The server action that stores a learner's test (POST results/{testType}). */
export type SubmitResult = (
  testType: string,
  submission: ResultSubmission,
) => Promise<ActionResult<TestResultDto>>;

/** Refusals that sending again cannot change: the unit or type is gone, or the answers are no longer its. */
const isFinalRefusal = (status: number) => status === 404 || status === 409 || status === 422;

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
    const answer = await settleAction(() => send(result.testType, result.submission));
    if (!answer.ok && !isFinalRefusal(answer.status)) break;
    await dropResult(login, result.key);
    sent.push({ result, stored: answer.ok });
  }
  return sent;
}
