"use client";

import { type DBSchema, deleteDB, openDB } from "idb";
import type { KeptCard } from "./kept-cards";

/** A review answer given while the server could not be reached, kept until it is stored. */
export type QueuedAnswer = {
  key: string;
  wordId: number;
  answer: string;
  elapsedMs: number;
  /** When it was given (ISO 8601): the server stores it at that time. */
  answeredAt: string;
};

interface OfflineDatabase extends DBSchema {
  answers: { key: string; value: QueuedAnswer };
  /** The due cards of the next days, for review without a connection (kept-cards.ts). */
  dueCards: { key: number; value: KeptCard };
}

/** One database per learner on this device: another account signed in here never reads it. */
const databaseName = (login: string) => `practice-offline-${login}`;
const CHANGED = "practice:answer-queue-changed";

// Each version adds stores; each store is created only where it is missing, so a database of any
// earlier version (or a store added on another branch of the upgrade) ends with all of them.
export const open = (login: string) =>
  openDB<OfflineDatabase>(databaseName(login), 2, {
    upgrade(database) {
      if (!database.objectStoreNames.contains("answers")) {
        database.createObjectStore("answers", { keyPath: "key" });
      }
      if (!database.objectStoreNames.contains("dueCards")) {
        database.createObjectStore("dueCards", { keyPath: "wordId" });
      }
    },
  });

const announce = () => window.dispatchEvent(new Event(CHANGED));

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
  const database = await open(login);
  await database.put("answers", answer);
  database.close();
  announce();
}

/**
 * Whether the learner has a database on this device. Reading opens none that
 * is not there: opening creates it, and a read just after logout would bring
 * back what the logout removed.
 */
export async function exists(login: string): Promise<boolean> {
  if (typeof indexedDB.databases !== "function") return true;
  return (await indexedDB.databases()).some(({ name }) => name === databaseName(login));
}

/** The learner's answers waiting on this device, in the order they were given. */
export async function waitingAnswers(login: string): Promise<QueuedAnswer[]> {
  if (!(await exists(login))) return [];
  const database = await open(login);
  const answers = await database.getAll("answers");
  database.close();
  return answers.sort((a, b) => a.answeredAt.localeCompare(b.answeredAt));
}

export async function dropAnswers(login: string, keys: string[]): Promise<void> {
  const database = await open(login);
  const transaction = database.transaction("answers", "readwrite");
  await Promise.all([...keys.map((key) => transaction.store.delete(key)), transaction.done]);
  database.close();
  announce();
}

/** Logging out leaves nothing of the learner's on this device. */
export async function forgetLearner(login: string): Promise<void> {
  await deleteDB(databaseName(login));
  announce();
}

/** Calls `listener` whenever this page changes the queue; returns the unsubscribe. */
export function onQueueChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}
