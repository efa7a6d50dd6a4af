import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm/logger";
import { noteWrite } from "./cache-versions";

type Counter = { queries: number };

// A write, or a WITH whose sub-statements write.
const WRITE =
  /^\s*(insert|update|delete|truncate)\b|^\s*with\b[\s\S]*\b(insert\s+into|update|delete\s+from)\s/i;

// Pages and route handlers are separate bundles in one process: like the
// database client, the storage lives on globalThis so both see one counter.
const STORAGE_KEY = Symbol.for("practice.query-counter");
type GlobalWithStorage = typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<Counter> };
const globalWithStorage = globalThis as GlobalWithStorage;
const storage = (globalWithStorage[STORAGE_KEY] ??= new AsyncLocalStorage<Counter>());

/**
 * Drizzle's logger hook, installed on both drivers: outside `countQueries` it
 * reads an empty async context and returns, so it costs one lookup per query.
 */
export const queryCountingLogger: Logger = {
  logQuery(query) {
    const counter = storage.getStore();
    if (counter) counter.queries += 1;
    if (WRITE.test(query)) noteWrite();
  },
};

/**
 * Runs `work` and counts the SQL statements it sends through the app's client
 * (concurrent work outside `work`'s async context is not counted).
 */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const counter: Counter = { queries: 0 };
  const result = await storage.run(counter, work);
  return { result, queries: counter.queries };
}
