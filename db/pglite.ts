import "server-only";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CACHE_CHANNELS } from "./cache-versions";
import { type Connection, errorText, MIGRATIONS_FOLDER } from "./connection";
import { lockPgliteDirectory } from "./pglite-lock";
import { leavingTextTypes, textTypeParsers } from "./pglite-text-types";
import { queryCountingLogger } from "./query-counter";
import { onTheNextLoopTurn } from "./loop-turn";
import * as schema from "./schema";
import type { Database } from "./types";

/**
 * The embedded database in `dataDir` (a folder, or `memory://` with an
 * optional snapshot to start from), migrated. This process alone holds the
 * folder, so every change passes through this client: the triggers'
 * notifications arrive with the answer to the writing statement (or its
 * COMMIT), before any later request runs, and the cache versions cost no
 * query.
 */
export async function openPglite(dataDir: string, snapshot: string | undefined): Promise<Connection> {
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
  // Set after create: opening the database sets the array types' parsers.
  Object.assign(client.parsers, textTypeParsers());
  // What drizzle (and the tests' snapshots) call on the client, each on a turn of the loop of its own.
  const query = leavingTextTypes(client);
  const onItsOwnTurn = {
    query: (...args: Parameters<typeof query>) => onTheNextLoopTurn(() => query(...args)),
    transaction: <T>(run: Parameters<typeof client.transaction<T>>[0]) =>
      onTheNextLoopTurn(() =>
        // The transaction itself, but for its `query`.
        client.transaction((tx) =>
          run(Object.create(tx, { query: { value: leavingTextTypes(tx) } }) as typeof tx),
        ),
      ),
    dumpDataDir: (...args: Parameters<typeof client.dumpDataDir>) =>
      onTheNextLoopTurn(() => client.dumpDataDir(...args)),
  };
  const db = drizzle(onItsOwnTurn as unknown as typeof client, {
    schema,
    logger: queryCountingLogger,
  }) as unknown as Database;
  try {
    await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close().catch(() => {});
    release();
    throw error;
  }
  const generations = { content: 0, access: 0 };
  for (const kind of ["content", "access"] as const) {
    await client.listen(CACHE_CHANNELS[kind], () => {
      generations[kind] += 1;
    });
  }
  return {
    db,
    driver: "pglite",
    // One session runs one transaction at a time: there is nothing to conflict with.
    transaction: (run) => db.transaction(run),
    cacheVersions: async () => ({
      content: `pglite:${generations.content}`,
      access: `pglite:${generations.access}`,
    }),
    close: () => client.close().finally(release),
  };
}
