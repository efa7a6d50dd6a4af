"use client";

import { type DBSchema, deleteDB, openDB } from "idb";
import type { OfflineUnitDto } from "@/lib/types/offline";
import type { ResultSubmission } from "@/lib/validation/results";

/** A unit kept on this device for its tests offline, and when it was kept (ms). */
export type KeptUnit = OfflineUnitDto & { unitId: number; keptTs: number };

/** A test finished while the server could not be reached, kept until it is stored. */
export type QueuedResult = {
  /** The submission's key (also in `submission`): the server stores it once. */
  key: string;
  testType: string;
  submission: ResultSubmission & { key: string };
};

interface OfflineTestsDatabase extends DBSchema {
  units: { key: number; value: KeptUnit };
  results: { key: string; value: QueuedResult };
}

/*
 * A database of its own beside the review answers' (answer-queue.ts), one per
 * learner on this device: each evolves its stores alone, and logout deletes both.
 */
const databaseName = (login: string) => `practice-offline-tests-${login}`;
const CHANGED = "practice:offline-tests-changed";

const open = (login: string) =>
  openDB<OfflineTestsDatabase>(databaseName(login), 1, {
    upgrade(database) {
      if (!database.objectStoreNames.contains("units")) {
        database.createObjectStore("units", { keyPath: "unitId" });
      }
      if (!database.objectStoreNames.contains("results")) {
        database.createObjectStore("results", { keyPath: "key" });
      }
    },
  });

const announce = () => window.dispatchEvent(new Event(CHANGED));

/** Whether the learner has the database here: a read must not create it (after logout, say). */
async function exists(login: string): Promise<boolean> {
  if (typeof indexedDB.databases !== "function") return true;
  return (await indexedDB.databases()).some(({ name }) => name === databaseName(login));
}

async function withDatabase<T>(
  login: string,
  run: (database: Awaited<ReturnType<typeof open>>) => Promise<T>,
): Promise<T> {
  const database = await open(login);
  try {
    return await run(database);
  } finally {
    database.close();
  }
}

export async function keepUnit(login: string, unit: OfflineUnitDto): Promise<KeptUnit> {
  const kept: KeptUnit = { ...unit, unitId: unit.unit.id, keptTs: Date.now() };
  await withDatabase(login, (database) => database.put("units", kept));
  announce();
  return kept;
}

export async function keptUnit(login: string, unitId: number): Promise<KeptUnit | null> {
  if (!(await exists(login))) return null;
  return (await withDatabase(login, (database) => database.get("units", unitId))) ?? null;
}

export async function dropUnit(login: string, unitId: number): Promise<void> {
  await withDatabase(login, (database) => database.delete("units", unitId));
  announce();
}

export async function queueResult(login: string, result: QueuedResult): Promise<void> {
  await withDatabase(login, (database) => database.put("results", result));
  announce();
}

/** The learner's finished tests waiting on this device, oldest first. */
export async function waitingResults(login: string): Promise<QueuedResult[]> {
  if (!(await exists(login))) return [];
  const results = await withDatabase(login, (database) => database.getAll("results"));
  return results.sort((a, b) => a.submission.createdTs - b.submission.createdTs);
}

export async function dropResult(login: string, key: string): Promise<void> {
  await withDatabase(login, (database) => database.delete("results", key));
  announce();
}

/** Logging out leaves nothing of the learner's on this device: kept units and unsent tests go. */
export async function forgetOfflineTests(login: string): Promise<void> {
  await deleteDB(databaseName(login));
  announce();
}

/** Calls `listener` whenever this page changes the kept units or waiting tests; returns the unsubscribe. */
export function onOfflineTestsChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}
