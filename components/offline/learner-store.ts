"use client";

import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from "idb";
import type { ReviewQuestion } from "@/components/review/review-question-card";
import type { OfflineUnitDto } from "@/lib/types/offline";
import type { ResultSubmission } from "@/lib/validation/results";

/** A review answer given while the server could not be reached, kept until it is stored. */
export type QueuedAnswer = {
  key: string;
  wordId: number;
  answer: string;
  elapsedMs: number;
  /** When it was given (ISO 8601): the server stores it at that time. */
  answeredAt: string;
};

/** A due card kept on the device, with when it falls due (ISO 8601). */
export type KeptCard = ReviewQuestion & { due: string };

/** A unit kept on this device for its tests offline, and when it was kept (ms). */
export type KeptUnit = OfflineUnitDto & { unitId: number; keptTs: number };

/** A test finished while the server could not be reached, kept until it is stored. */
export type QueuedResult = {
  /** The submission's key (also in `submission`): the server stores it once. */
  key: string;
  testType: string;
  submission: ResultSubmission & { key: string };
};

interface LearnerDatabase extends DBSchema {
  answers: { key: string; value: QueuedAnswer };
  /** The due cards of the next days, for review without a connection (kept-cards.ts). */
  dueCards: { key: number; value: KeptCard };
  /** Units kept for their tests offline (unit-store.ts). */
  units: { key: number; value: KeptUnit };
  results: { key: string; value: QueuedResult };
}

export type LearnerStore = IDBPDatabase<LearnerDatabase>;

/** One database per learner on this device: another account signed in here never reads it. */
const databaseName = (login: string) => `practice-offline-${login}`;
const CHANGED = "practice:offline-changed";

const STORES = { answers: "key", dueCards: "wordId", units: "unitId", results: "key" } as const;

// Each version adds stores; each store is created only where it is missing, so a database of any
// earlier version ends with all of them.
const open = (login: string) =>
  openDB<LearnerDatabase>(databaseName(login), 3, {
    upgrade(database) {
      for (const [store, keyPath] of Object.entries(STORES) as Array<[keyof typeof STORES, string]>) {
        if (!database.objectStoreNames.contains(store)) database.createObjectStore(store, { keyPath });
      }
    },
  });

/** Runs `run` on the learner's database (creating it), closing it after. */
export async function withLearnerStore<T>(
  login: string,
  run: (database: LearnerStore) => Promise<T>,
): Promise<T> {
  const database = await open(login);
  try {
    return await run(database);
  } finally {
    database.close();
  }
}

/**
 * Reads the learner's database, or answers `none` when the device has none. A read
 * never creates it: a read just after logout would bring back what the logout removed.
 */
export async function readLearnerStore<T>(
  login: string,
  none: T,
  read: (database: LearnerStore) => Promise<T>,
): Promise<T> {
  const exists =
    typeof indexedDB.databases !== "function" ||
    (await indexedDB.databases()).some(({ name }) => name === databaseName(login));
  return exists ? withLearnerStore(login, read) : none;
}

/** Tells this page's listeners that the waiting answers, tests or kept units changed. */
export const announceOfflineChange = () => window.dispatchEvent(new Event(CHANGED));

/** Calls `listener` whenever this page changes what the learner keeps on the device; returns the unsubscribe. */
export function onOfflineChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/** Logging out leaves nothing of the learner's on this device: answers, cards, units and tests go. */
export async function forgetLearner(login: string): Promise<void> {
  await deleteDB(databaseName(login));
  announceOfflineChange();
}
