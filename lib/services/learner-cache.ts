import "server-only";
import { getLearnerWatch, type LearnerTable } from "@/db/client";
import type { Database } from "@/db/types";

type WatchLearners = NonNullable<Awaited<ReturnType<typeof getLearnerWatch>>["watchLearners"]>;
/** `version`: the learner's version it was loaded under, where changes are not heard (PostgreSQL). */
type Entry<T> = { value: Promise<T>; size: number; version: string | undefined };
type Kept<T> = { entries: Map<number, Entry<T>>; total: number };

/**
 * Per-learner values loaded from one table and kept in memory until a row of
 * that learner changes. Where this process hears every change (PGlite, whose
 * one process holds the data: migration 0012's notifications arrive with the
 * writing statement's answer), a change forgets the value; elsewhere
 * (PostgreSQL) a value is used while the learner's version (migration 0010,
 * read with the request's cache versions) is the one it was loaded under. The
 * kept values stay within `maxTotal` units of `sizeOf` (rows), the least
 * recently read learner forgotten first. Shared by the page and route bundles
 * through globalThis, one store per database client.
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

  const keptOf = (db: Database, watchLearners: WatchLearners | null): Kept<T> => {
    let kept = byDatabase.get(db);
    if (!kept) {
      const fresh: Kept<T> = { entries: new Map(), total: 0 };
      watchLearners?.(table, (changed) => {
        if (changed !== null) return forget(fresh, changed);
        fresh.entries.clear();
        fresh.total = 0;
      });
      byDatabase.set(db, fresh);
      kept = fresh;
    }
    return kept;
  };

  return async function read(userId: number, load: (db: Database) => Promise<T>): Promise<T> {
    const { db, watchLearners, learnerVersion } = await getLearnerWatch();
    // Read before loading: a change committed in between only makes the value look older than it is.
    const version = watchLearners ? undefined : await learnerVersion?.(userId);
    const kept = keptOf(db, watchLearners);
    const known = kept.entries.get(userId);
    if (known && known.version === version) {
      // Re-inserted last: the map's order is the order of last use.
      kept.entries.delete(userId);
      kept.entries.set(userId, known);
      return known.value;
    }
    if (known) forget(kept, userId);
    const entry: Entry<T> = { value: load(db), size: 0, version };
    kept.entries.set(userId, entry);
    entry.value.then(
      (value) => {
        // Forgotten or replaced while loading: nothing to count.
        if (kept.entries.get(userId) !== entry) return;
        entry.size = Math.max(1, limits.sizeOf(value));
        kept.total += entry.size;
        for (const other of kept.entries.keys()) {
          if (kept.total <= limits.maxTotal) break;
          forget(kept, other);
        }
      },
      () => {
        if (kept.entries.get(userId) === entry) kept.entries.delete(userId);
      },
    );
    return entry.value;
  };
}
