import "server-only";
import { inArray } from "drizzle-orm";
import { CACHE_VERSION_KEYS, versionsOfRequest } from "./cache-versions";
import { type Connection, MIGRATIONS_FOLDER } from "./connection";
import { queryCountingLogger } from "./query-counter";
import { retryingConflicts } from "./retry-conflicts";
import * as schema from "./schema";
import type { Database } from "./types";

/**
 * Two pools of `size` connections each: one for single statements, which
 * postgres.js pipelines onto busy connections under load, and one that only
 * ever runs transactions. In postgres.js 3.4.9 a BEGIN pipelined onto a busy
 * connection can miss the connection's reservation and leave its transaction
 * open for other queries (porsager/postgres#1189); in a pool where every
 * query is a transaction's BEGIN, a BEGIN only ever goes to an idle connection.
 */
export async function openPools(url: string, size: number) {
  const { default: postgres } = await import("postgres");
  const pool = () =>
    postgres(url, {
      max: size,
      connect_timeout: 5,
      idle_timeout: 60,
      // postgres.js waits before reconnecting, longer after every failed attempt
      // (up to 20 s), holding the queries meanwhile: during an outage requests
      // would hang instead of answering 503, and recovery would lag the database
      // by as much. Retry within a second instead (a refused connect is cheap).
      backoff: (retries: number) => Math.min(0.1 * retries, 1),
      onnotice: () => {},
    });
  return { statements: pool(), transactions: pool() };
}

/** PostgreSQL at `url`, migrated, with its two pools (openPools). */
export async function openPostgres(url: string, poolSize: number): Promise<Connection> {
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
  const { statements, transactions } = await openPools(url, poolSize);
  const db = drizzle(statements, { schema, logger: queryCountingLogger }) as unknown as Database;
  const transactional = drizzle(transactions, { schema, logger: queryCountingLogger }) as unknown as Database;
  // Other instances write too: one primary-key read of the version rows,
  // which the triggers bump in the writing transaction, tells whether cached
  // data changed; once per request.
  const readVersions = async () => {
    const rows = await db
      .select({ key: schema.appMeta.key, value: schema.appMeta.value })
      .from(schema.appMeta)
      .where(inArray(schema.appMeta.key, [CACHE_VERSION_KEYS.content, CACHE_VERSION_KEYS.access]));
    const valueOf = (key: string) => rows.find((row) => row.key === key)?.value ?? "none";
    return {
      content: `postgres:${valueOf(CACHE_VERSION_KEYS.content)}`,
      access: `postgres:${valueOf(CACHE_VERSION_KEYS.access)}`,
    };
  };
  return {
    db,
    driver: "postgres",
    // Several connections write at once: a transaction PostgreSQL ends for a deadlock runs again.
    transaction: (run) => retryingConflicts(() => transactional.transaction(run)),
    cacheVersions: () => versionsOfRequest(readVersions),
    close: async () => {
      await Promise.all([statements.end({ timeout: 5 }), transactions.end({ timeout: 5 })]);
    },
  };
}
