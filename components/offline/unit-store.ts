"use client";

import type { OfflineUnitDto } from "@/lib/types/offline";
import {
  announceOfflineChange,
  type KeptUnit,
  type QueuedResult,
  readLearnerStore,
  withLearnerStore,
} from "./learner-store";

export async function keepUnit(login: string, unit: OfflineUnitDto): Promise<KeptUnit> {
  const kept: KeptUnit = { ...unit, unitId: unit.unit.id, keptTs: Date.now() };
  await withLearnerStore(login, (database) => database.put("units", kept));
  announceOfflineChange();
  return kept;
}

export async function keptUnit(login: string, unitId: number): Promise<KeptUnit | null> {
  return (await readLearnerStore(login, undefined, (database) => database.get("units", unitId))) ?? null;
}

export async function dropUnit(login: string, unitId: number): Promise<void> {
  await withLearnerStore(login, (database) => database.delete("units", unitId));
  announceOfflineChange();
}

export async function queueResult(login: string, result: QueuedResult): Promise<void> {
  await withLearnerStore(login, (database) => database.put("results", result));
  announceOfflineChange();
}

/** The learner's finished tests waiting on this device, oldest first. */
export async function waitingResults(login: string): Promise<QueuedResult[]> {
  const results = await readLearnerStore(login, [], (database) => database.getAll("results"));
  return results.sort((a, b) => a.submission.createdTs - b.submission.createdTs);
}

export async function dropResult(login: string, key: string): Promise<void> {
  await withLearnerStore(login, (database) => database.delete("results", key));
  announceOfflineChange();
}
