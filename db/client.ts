import "server-only";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableName } from "drizzle-orm";
import { readEnv } from "@/lib/env";
import { sharedRead } from "./batches";
import { intArrayLiteral } from "./bound-values";
import {
  CACHE_CHANNELS,
  CACHE_VERSION_KEYS,
  type CacheVersions,
  learnerVersionOfRequest,
  type VersionRead,
  versionsOfRequest,
} from "./cache-versions";
import { lockPgliteDirectory } from "./pglite-lock";
import { queryCountingLogger } from "./query-counter";
import { retryingConflicts } from "./retry-conflicts";
import * as schema from "./schema";
import type { Database } from "./types";

export { countQueries } from "./query-counter";

type Connection = {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
  /** The cache versions; `learner`: whose version the request will likely want too. */
  cacheVersions: (learner?: number) => Promise<CacheVersions>;
  /**
   * Calls back whenever a learner's rows of a table change (null: everyone's),
   * or is null where this process cannot know (PostgreSQL: other instances write).
   */
  watchLearners: ((table: LearnerTable, onChange: LearnerListener) => void) | null;
  /** Where changes are not heard: a learner's version (migration 0010) as the request sees it. */
  learnerVersion: ((userId: number) => Promise<string>) | null;
  /** Runs one fixed SQL text with its parameters, straight through the driver (see runStatement). */
  run: (text: string, params: readonly unknown[]) => Promise<Array<Record<string, unknown>>>;
};

/** The per-learner tables whose changes migration 0012 announces (once per statement), with their channels. */
const LEARNER_CHANNELS = {
  reviewCards: "review_cards_changed",
  testResults: "test_results_changed",
} as const;
export type LearnerTable = keyof typeof LEARNER_CHANNELS;
type LearnerListener = (userId: number | null) => void;

type Holder = { ready: Promise<Connection> };

const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

// Pages and route handlers are separate bundles in one process: the holder
// lives on globalThis so they share one client (two PGlite instances must
// never open the same directory).
const HOLDER_KEY = Symbol.for("practice.database");
type GlobalWithHolder = typeof globalThis & { [HOLDER_KEY]?: Holder };
const globalWithHolder = globalThis as GlobalWithHolder;

async function openPglite(dataDir: string, snapshot: string | undefined): Promise<Connection> {
  const { PGlite } = await import("@electric-sql/pglite");
  // Migration 0007 creates pg_trgm for searching lists; PGlite ships it as a contrib bundle.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const extensions = { pg_trgm };
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let release = () => {};
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(path.resolve(dataDir), { recursive: true });
    release = await lockPgliteDirectory(dataDir);
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client =
      snapshot && dataDir.startsWith("memory://")
        ? await PGlite.create({ dataDir, extensions, loadDataDir: new Blob([readFileSync(snapshot)]) })
        : await PGlite.create({ dataDir, extensions });
  } catch (error) {
    release();
    throw new Error(
      `Could not open the embedded database in "${dataDir}" (${errorText(error)}). ` +
        "Another process may be using it, or the folder is damaged: stop the other process, " +
        "or move the folder away to start with a fresh database.",
      { cause: error },
    );
  }
  const db = drizzle(client, { schema, logger: queryCountingLogger });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close().catch(() => {});
    release();
    throw error;
  }
  // This process alone holds the data folder, so every change passes through
  // this client: the triggers' notification arrives with the answer to the
  // writing statement (or its COMMIT), before any later request runs.
  const generations = { content: 0, access: 0 };
  for (const kind of ["content", "access"] as const) {
    await client.listen(CACHE_CHANNELS[kind], () => {
      generations[kind] += 1;
    });
  }
  // Per learner, from migration 0012's triggers; an empty payload (TRUNCATE) means everyone.
  const learnerListeners = {
    reviewCards: new Set<LearnerListener>(),
    testResults: new Set<LearnerListener>(),
  };
  for (const table of Object.keys(LEARNER_CHANNELS) as LearnerTable[]) {
    await client.listen(LEARNER_CHANNELS[table], (payload) => {
      const userId = payload === "" ? null : Number(payload);
      for (const listener of learnerListeners[table]) listener(userId);
    });
  }
  return {
    db: db as unknown as Database,
    driver: "pglite",
    close: () => client.close().finally(release),
    cacheVersions: async () => ({
      content: `pglite:${generations.content}`,
      access: `pglite:${generations.access}`,
    }),
    watchLearners: (table, onChange) => void learnerListeners[table].add(onChange),
    learnerVersion: null,
    run: async (text, params) => (await client.query<Record<string, unknown>>(text, [...params])).rows,
  };
}

const { key: versionKey, value: versionValue } = schema.appMeta;
const { userId: learnerKey, version: learnerValue } = schema.learnerVersions;
// The learners come as one array parameter, so the statement is prepared once for any number.
const VERSIONS_QUERY = `SELECT "${versionKey.name}" AS "key", "${versionValue.name}" AS "value", NULL::integer AS "learner"
  FROM "${getTableName(schema.appMeta)}" WHERE "${versionKey.name}" IN ($1, $2)
  UNION ALL SELECT NULL, "${learnerValue.name}"::text, "${learnerKey.name}"
  FROM "${getTableName(schema.learnerVersions)}" WHERE "${learnerKey.name}" = ANY($3::int[])`;

/**
 * One read of the versions answers at most this many requests (their
 * learners are one array parameter); one that takes longer than lateMs lets
 * the next begin (db/batches.ts). A read takes about a millisecond.
 */
const SHARED_VERSION_READS = { maxItems: 100, lateMs: 250 };

async function openPostgres(url: string): Promise<Connection> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  // Instances starting together would race to create the same tables: each
  // migrates on its own single connection while holding an advisory lock.
  const migrator = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await migrator`SELECT pg_advisory_lock(hashtext('practice:migrate'))`;
    await migrate(drizzle(migrator), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await migrator.end({ timeout: 5 });
  }
  const client = postgres(url, {
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connect_timeout: 5,
    idle_timeout: 60,
    // postgres.js waits before reconnecting, longer after every failed attempt
    // (up to 20 s), holding the queries meanwhile: during an outage requests
    // would hang instead of answering 503, and recovery would lag the database
    // by as much. Retry within a second instead (a refused connect is cheap).
    backoff: (retries: number) => Math.min(0.1 * retries, 1),
    onnotice: () => {},
  });
  const db = drizzle(client, { schema, logger: queryCountingLogger });
  // Several connections write at once here (PGlite runs one transaction at a
  // time): one that PostgreSQL ends for a deadlock runs again.
  const transaction = db.transaction.bind(db);
  db.transaction = (run, config) => retryingConflicts(() => transaction(run, config));
  // Other instances write too: one primary-key read of the version rows,
  // which the triggers bump in the writing transaction, tells whether cached
  // data changed; once per request. It is the one statement of most cached
  // reads, so it goes to postgres.js directly (prepared once per connection)
  // without drizzle's query building. Requests that ask while one read is
  // under way share the next, for all their learners: a busy server sends
  // one read for several requests (each still counts it as its statement).
  const readShared = sharedRead(async (asked: Array<readonly number[]>): Promise<VersionRead> => {
    const learners = [...new Set(asked.flat())];
    const rows = await client.unsafe<Array<{ key: string | null; value: string; learner: number | null }>>(
      VERSIONS_QUERY,
      [CACHE_VERSION_KEYS.content, CACHE_VERSION_KEYS.access, intArrayLiteral(learners)],
      { prepare: true },
    );
    const valueOf = (key: string) => rows.find((row) => row.key === key)?.value ?? "none";
    const learnerVersions = new Map<number, string>();
    for (const row of rows) if (row.learner !== null) learnerVersions.set(row.learner, row.value);
    return {
      content: `postgres:${valueOf(CACHE_VERSION_KEYS.content)}`,
      access: `postgres:${valueOf(CACHE_VERSION_KEYS.access)}`,
      learners: learnerVersions,
    };
  }, SHARED_VERSION_READS);
  const readVersions = (learners: readonly number[]): Promise<VersionRead> => {
    queryCountingLogger.logQuery(VERSIONS_QUERY, []);
    return readShared(learners);
  };
  return {
    db: db as unknown as Database,
    driver: "postgres",
    close: () => client.end({ timeout: 5 }),
    cacheVersions: (learner) => versionsOfRequest(readVersions, learner),
    watchLearners: null,
    learnerVersion: (userId) => learnerVersionOfRequest(readVersions, userId),
    run: (text, params) =>
      client.unsafe<Array<Record<string, unknown>>>(text, params as never[], { prepare: true }),
  };
}

async function connect(): Promise<Connection> {
  const env = readEnv();
  const connection = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(env.PGLITE_DIR, env.PGLITE_SNAPSHOT);
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
 * The versions of the cached data (cache-versions.ts): on PostgreSQL one
 * primary-key read per request, on PGlite no query at all. Every cache
 * compares them before use.
 */
export async function getCacheVersions(learner?: number): Promise<CacheVersions> {
  return (await holder().ready).cacheVersions(learner);
}

/**
 * The database with what tells whether a learner's rows changed: the watch
 * (PGlite: every change is heard) or the learner's version (PostgreSQL).
 */
export async function getLearnerWatch(): Promise<
  Pick<Connection, "db" | "watchLearners" | "learnerVersion">
> {
  const { db, watchLearners, learnerVersion } = await holder().ready;
  return { db, watchLearners, learnerVersion };
}

/**
 * Runs a statement whose text is fixed (built once from the schema, never
 * from input; every value a parameter) past drizzle's query building: on
 * PostgreSQL it is prepared once per connection, so each call is one round
 * trip. For the hottest writes, where building and parsing a large statement
 * on every request costs more than the database's own work. Counted like any
 * statement; a write makes the request read the cache versions again.
 */
export async function runStatement(
  text: string,
  params: readonly unknown[],
): Promise<Array<Record<string, unknown>>> {
  const { run } = await holder().ready;
  queryCountingLogger.logQuery(text, [...params]);
  return run(text, params);
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

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
