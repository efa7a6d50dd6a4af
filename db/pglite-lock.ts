import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

// PGlite keeps no lock of its own (its postmaster.pid holds a fixed -42): two
// processes opening one data directory would both write to it and corrupt it.
// This lock, taken before PGlite opens the directory, makes the second process
// fail with a message. The holder touches it every few seconds; one that is
// not touched for STALE_MS belongs to a process that died, and is taken over.
const LOCK_FILE = "practice.lock";
const STALE_MS = 5_000;
/** Waits out a dead holder's lock going stale (STALE_MS), then gives up. */
const RETRIES = { retries: 8, minTimeout: 500, maxTimeout: 1_000 };

/**
 * Takes the data directory for this process, or throws a clear error when
 * another live process holds it or when the folder is not a database.
 * Returns the release function.
 */
export async function lockPgliteDirectory(dataDir: string): Promise<() => void> {
  const directory = path.resolve(dataDir);
  const entries = readdirSync(directory).filter((name) => name !== LOCK_FILE);
  if (entries.length > 0 && !existsSync(path.join(directory, "PG_VERSION"))) {
    throw new Error(
      `The embedded database folder "${dataDir}" is not empty but holds no database (no PG_VERSION). ` +
        "Point PGLITE_DIR at an empty or missing folder, or at an existing database.",
    );
  }
  try {
    const release = await lockfile.lock(directory, {
      lockfilePath: path.join(directory, LOCK_FILE),
      realpath: false,
      stale: STALE_MS,
      retries: RETRIES,
      // Another process took the lock over (this one stalled past STALE_MS): say so rather than crash.
      onCompromised: (error) =>
        console.error(`[database] the lock of "${dataDir}" was lost: ${error.message}`),
    });
    return () => void release().catch(() => {});
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    throw new Error(
      `The embedded database in "${dataDir}" is in use by another process. ` +
        "Stop that process first, or set PGLITE_DIR to another folder.",
    );
  }
}
