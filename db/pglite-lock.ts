import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";

// PGlite keeps no lock of its own (its postmaster.pid holds a fixed -42): two
// processes opening one data directory would both write to it and corrupt it.
// This lock file, checked before PGlite opens the directory, makes the second
// process fail at once with a message naming the first.
const LOCK_FILE = "practice.lock";

type LockOwner = { pid: number; started: string | null };

/** When a process started (Linux), so a recycled pid is not taken for the old owner. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime); the command name (field 2) may hold spaces, so count after its ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startTimeOf(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof parsed.pid === "number" ? { pid: parsed.pid, started: parsed.started ?? null } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data directory for this process, or throws a clear error when
 * another live process holds it or when the folder is not a database.
 * Returns the release function.
 */
export function lockPgliteDirectory(dataDir: string): () => void {
  const directory = path.resolve(dataDir);
  const entries = readdirSync(directory).filter((name) => name !== LOCK_FILE);
  if (entries.length > 0 && !existsSync(path.join(directory, "PG_VERSION"))) {
    throw new Error(
      `The embedded database folder "${dataDir}" is not empty but holds no database (no PG_VERSION). ` +
        "Point PGLITE_DIR at an empty or missing folder, or at an existing database.",
    );
  }
  const file = path.join(directory, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (owner && isAlive(owner)) {
        throw new Error(
          `The embedded database in "${dataDir}" is in use by another process (pid ${owner.pid}). ` +
            "Stop that process first, or set PGLITE_DIR to another folder.",
        );
      }
      // A stale lock (its process is gone): move it aside atomically, so of two
      // processes starting together only one takes it over, then try again.
      try {
        renameSync(file, `${file}.stale-${process.pid}`);
        rmSync(`${file}.stale-${process.pid}`, { force: true });
      } catch {
        // Another process took it over first: the next attempt reads its lock.
      }
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) }));
    closeSync(fd);
    const release = () => {
      if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
    };
    // A process that exits without closing the database still frees the folder.
    process.once("exit", release);
    return () => {
      process.removeListener("exit", release);
      release();
    };
  }
  throw new Error(`Could not lock the embedded database folder "${dataDir}"; try again.`);
}
