"use client";

import type { AnswerReview } from "@/components/review/use-graded-answers";
import { dropAnswers, waitingAnswers } from "./answer-queue";
import type { QueuedAnswer } from "./learner-store";
import { isFinalRefusal } from "./final-refusal";

/** As many answers as one request of POST review/answers takes. */
const BATCH = 100;

/**
 * Sends the learner's waiting answers, oldest first, and drops each once the
 * server has it. Keys make a repeat harmless: an answer sent before whose reply
 * was lost is not stored twice. Without a connection, past the hourly
 * allowance or signed out, the rest waits for the next try. A batch refused
 * for good is sent answer by answer, so one answer to a deleted word does not
 * hold the others back forever.
 */
export async function sendWaitingAnswers(login: string, send: AnswerReview): Promise<void> {
  // 0: the server was not reached (the call rejected).
  const sendAll = (answers: QueuedAnswer[]) =>
    send({ answers }).catch(() => ({ ok: false as const, status: 0 }));
  const waiting = await waitingAnswers(login);
  for (let start = 0; start < waiting.length; start += BATCH) {
    const batch = waiting.slice(start, start + BATCH);
    const sent = await sendAll(batch);
    if (sent.ok) {
      await dropAnswers(
        login,
        batch.map((answer) => answer.key),
      );
      continue;
    }
    if (!isFinalRefusal(sent.status)) return;
    for (const answer of batch) {
      const alone = await sendAll([answer]);
      if (!alone.ok && !isFinalRefusal(alone.status)) return;
      await dropAnswers(login, [answer.key]);
    }
  }
}
