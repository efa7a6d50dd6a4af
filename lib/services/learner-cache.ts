import "server-only";
import { getLearnerWatch, type LearnerTable } from "@/db/client";
import type { Database } from "@/db/types";

type Entry<T> = { value: Promise<T>; size: number };
type Kept<T> = { entries: Map<number, Entry<T>>; total: number };

/**
 * Per-learner values loaded from one table and kept in memory until a row of
 * that learner changes. Only where this process hears every change (PGlite,
 * whose one process holds the data: migration 0006's notifications arrive
 * with the writing statement's answer); elsewhere `read` answers undefined
 * and the caller queries. The kept values stay within `maxTotal` units of
 * `sizeOf` (rows), the least recently read learner forgotten first. Shared by
 * the page and route bundles through globalThis, one store per database client.
 */
export function learnerCache<T>(
  name: string,
  table: LearnerTable,
  limits: { maxTotal: number; sizeOf: (value: T) => number },
) {
  const key = Symbol.for(`practice.learner-cache.${name}`);
  const store = globalThis as typeof globalThis & { [key: symbol]: WeakMap<Database, Kept<T>> | undefined };
  const byDatabase = (store[key] ??= new WeakMap<Database, Kept<T>>());

  const forget = (kept: Kept<T>, userId: number) => {
    const entry = kept.entries.get(userId);
    if (!entry) return;
    kept.entries.delete(userId);
    kept.total -= entry.size;
  };

  return async function read(userId: number, load: (db: Database) => Promise<T>): Promise<T | undefined> {
    const { db, watchLearners } = await getLearnerWatch();
    if (!watchLearners) return undefined;
    let kept = byDatabase.get(db);
    if (!kept) {
      const fresh: Kept<T> = { entries: new Map(), total: 0 };
      watchLearners(table, (changed) => {
        if (changed !== null) return forget(fresh, changed);
        fresh.entries.clear();
        fresh.total = 0;
      });
      byDatabase.set(db, fresh);
      kept = fresh;
    }
    const known = kept.entries.get(userId);
    if (known) {
      // Re-inserted last: the map's order is the order of last use.
      kept.entries.delete(userId);
      kept.entries.set(userId, known);
      return known.value;
    }
    const entry: Entry<T> = { value: load(db), size: 0 };
    const store = kept;
    store.entries.set(userId, entry);
    entry.value.then(
      (value) => {
        // Forgotten while loading (a change arrived): nothing to count.
        if (store.entries.get(userId) !== entry) return;
        entry.size = Math.max(1, limits.sizeOf(value));
        store.total += entry.size;
        for (const other of store.entries.keys()) {
          if (store.total <= limits.maxTotal) break;
          forget(store, other);
        }
      },
      () => {
        if (store.entries.get(userId) === entry) store.entries.delete(userId);
      },
    );
    return entry.value;
  };
}
