import "server-only";
import { readEnv } from "@/lib/env";
import type { CacheVersions } from "./cache-versions";
import type { Connection } from "./connection";
import type { Database, Transaction } from "./types";

export { countQueries } from "./query-counter";

type Holder = { ready: Promise<Connection> };

// Pages and route handlers are separate bundles in one process: the holder
// lives on globalThis so they share one client (two PGlite instances must
// never open the same directory).
const HOLDER_KEY = Symbol.for("practice.database");
type GlobalWithHolder = typeof globalThis & { [HOLDER_KEY]?: Holder };
const globalWithHolder = globalThis as GlobalWithHolder;

async function connect(): Promise<Connection> {
  const env = readEnv();
  const connection = env.DATABASE_URL
    ? await (await import("./postgres")).openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE)
    : await (await import("./pglite")).openPglite(env.PGLITE_DIR, env.PGLITE_SNAPSHOT);
  if (env.SEED_DEMO_CONTENT === "true") {
    const { seedDemoContent } = await import("./seed");
    await seedDemoContent(connection.db);
  }
  return connection;
}

function holder(): Holder {
  let current = globalWithHolder[HOLDER_KEY];
  if (!current) {
    const ready = connect();
    current = { ready };
    globalWithHolder[HOLDER_KEY] = current;
    // A failed start must not be cached forever: the next call tries again.
    ready.catch(() => {
      if (globalWithHolder[HOLDER_KEY] === current) delete globalWithHolder[HOLDER_KEY];
    });
  }
  return current;
}

/** The migrated (and, by default, seeded) database of this process. */
export async function getDb(): Promise<Database> {
  return (await holder().ready).db;
}

/**
 * Runs `run` as one transaction, all or nothing. On PostgreSQL a transaction
 * ended as a deadlock's victim or for a serialization failure runs again
 * (the callback only reads and writes the database, so that is safe).
 */
export async function transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
  return (await holder().ready).transaction(run);
}

/**
 * The versions of the cached data (cache-versions.ts): on PostgreSQL one
 * primary-key read per request, on PGlite no query at all. Every cache
 * compares them before use.
 */
export async function getCacheVersions(): Promise<CacheVersions> {
  return (await holder().ready).cacheVersions();
}

export async function getDriver(): Promise<Connection["driver"]> {
  return (await holder().ready).driver;
}

export async function closeDb(): Promise<void> {
  const current = globalWithHolder[HOLDER_KEY];
  if (!current) return;
  delete globalWithHolder[HOLDER_KEY];
  const connection = await current.ready.catch(() => null);
  await connection?.close();
}
