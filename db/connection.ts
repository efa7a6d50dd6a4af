import path from "node:path";
import type { CacheVersions } from "./cache-versions";
import type { Database, Transaction } from "./types";

/** An open, migrated database of either driver. */
export type Connection = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Runs `run` as one transaction: every write of more than one statement goes through it. */
  transaction: <T>(run: (tx: Transaction) => Promise<T>) => Promise<T>;
  /** The versions of the cached data (cache-versions.ts) as the current request sees them. */
  cacheVersions: () => Promise<CacheVersions>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
