import "server-only";
import type { CacheVersions } from "@/db/cache-versions";
import { getCacheVersions, getDb } from "@/db/client";
import type { Database } from "@/db/types";
import { type CacheName, readEnv } from "@/lib/env";

type Entry<T> = { version: string; value: Promise<T> };

/** Whether the operator turned this cache off (UNCACHED): every read then loads. */
export const isUncached = (name: CacheName) => readEnv().UNCACHED.includes(name);

/**
 * A value loaded from the database and kept per process until the `kind` of
 * cache version it was loaded under changes (db/cache-versions.ts). One per
 * database client, shared by the page and route bundles (which load this
 * module twice) through globalThis. A failed load is forgotten, so the next
 * call tries again.
 */
export function versionedCache<T>(
  name: CacheName,
  kind: keyof CacheVersions,
  load: (db: Database) => Promise<T>,
) {
  const key = Symbol.for(`practice.cache.${name}`);
  const store = globalThis as typeof globalThis & { [key: symbol]: WeakMap<Database, Entry<T>> | undefined };
  const entries = (store[key] ??= new WeakMap<Database, Entry<T>>());
  return async function read(): Promise<T> {
    const db = await getDb();
    if (isUncached(name)) return load(db);
    // Read before the rows: a change committed in between only makes the next call reload.
    const version = (await getCacheVersions())[kind];
    let entry = entries.get(db);
    if (entry?.version !== version) {
      const fresh: Entry<T> = { version, value: load(db) };
      entries.set(db, fresh);
      fresh.value.catch(() => {
        if (entries.get(db) === fresh) entries.delete(db);
      });
      entry = fresh;
    }
    return entry.value;
  };
}
