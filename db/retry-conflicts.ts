import { findPgError } from "./pg-error";

/**
 * PostgreSQL ends a transaction that deadlocked (40P01) or could not be
 * serialized (40001) with another one, and the remedy it names is to run it
 * again: the other one has gone on meanwhile. Every transaction callback of
 * the services only reads and writes the database, so running it again is safe.
 */
const CONFLICT_CODES = new Set(["40P01", "40001"]);
const ATTEMPTS = 3;

export async function retryingConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = findPgError(error)?.code;
      if (attempt >= ATTEMPTS || code === undefined || !CONFLICT_CODES.has(code)) throw error;
      // A few milliseconds apart, so two that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
