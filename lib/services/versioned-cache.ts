import "server-only";
import type { Database } from "@/db/types";

type Entry<T> = { version: string; value: Promise<T> };

/**
 * A value loaded from the database and kept per process until the version it
 * was loaded under changes. One per database client, shared by the page and
 * route bundles (which load this module twice) through globalThis. A failed
 * load is forgotten, so the next call tries again.
 */
export function versionedCache<T>(name: string) {
  const key = Symbol.for(`practice.cache.${name}`);
  const store = globalThis as typeof globalThis & { [key: symbol]: WeakMap<Database, Entry<T>> | undefined };
  const entries = (store[key] ??= new WeakMap<Database, Entry<T>>());
  return function read(db: Database, version: string, load: (db: Database) => Promise<T>): Promise<T> {
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
