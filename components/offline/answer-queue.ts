"use client";

import {
  announceOfflineChange,
  type QueuedAnswer,
  readLearnerStore,
  withLearnerStore,
} from "./learner-store";

/**
 * A key for an answer that the server stores once, however often it is sent.
 * Not `crypto.randomUUID`: a self-hosted server reached over plain http is no
 * secure context, and only `getRandomValues` is there.
 */
export function newAnswerKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function queueAnswer(login: string, answer: QueuedAnswer): Promise<void> {
  await withLearnerStore(login, (database) => database.put("answers", answer));
  announceOfflineChange();
}

/** The learner's answers waiting on this device, in the order they were given. */
export async function waitingAnswers(login: string): Promise<QueuedAnswer[]> {
  const answers = await readLearnerStore(login, [], (database) => database.getAll("answers"));
  return answers.sort((a, b) => a.answeredAt.localeCompare(b.answeredAt));
}

export async function dropAnswers(login: string, keys: string[]): Promise<void> {
  await withLearnerStore(login, async (database) => {
    const transaction = database.transaction("answers", "readwrite");
    await Promise.all([...keys.map((key) => transaction.store.delete(key)), transaction.done]);
  });
  announceOfflineChange();
}
