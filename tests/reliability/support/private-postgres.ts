// A PostgreSQL instance of the suite's own (initdb into a temporary folder,
// pg_ctl on a free loopback port, trust authentication), which a test may stop
// and start at will without touching the machine's shared cluster.
import { execFile, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { type DatabaseTarget, freePort, passDatabase, passDriver, tempDir } from "./app";

export type PrivatePostgres = {
  port: number;
  version: string;
  url: (database: string) => string;
  start: () => Promise<void>;
  /** pg_ctl stop; `fast` ends the sessions, `immediate` is a crash. */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  createDatabase: (name: string) => Promise<string>;
  destroy: () => void;
};

/** The folder of PostgreSQL's binaries (15 preferred), or null when none is installed. */
function findPostgresBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  const preferred = path.join(root, "15", "bin");
  if (existsSync(path.join(preferred, "initdb"))) return preferred;
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

const running = new Set<() => void>();
process.once("exit", () => {
  for (const stop of running) stop();
});

/** Creates and starts a private instance, or returns a reason why it cannot. */
export async function createPrivatePostgres(): Promise<PrivatePostgres | string> {
  const bin = findPostgresBinaries();
  if (!bin) return "PostgreSQL binaries (initdb, pg_ctl) are not installed under /usr/lib/postgresql";
  const isRoot = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | null = null;
  if (isRoot) {
    const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (id.status !== 0) return "running as root, but there is no `postgres` OS user to run initdb as";
    owner = { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  const base = tempDir("postgres");
  chmodSync(base, 0o755);
  const dataDir = path.join(base, "data");
  const socketDir = path.join(base, "socket");
  mkdirSync(dataDir);
  mkdirSync(socketDir);
  if (owner) {
    for (const dir of [dataDir, socketDir]) chownSync(dir, owner.uid, owner.gid);
  }
  const commandLine = (binary: string, args: string[]): [string, string[]] => {
    const command = path.join(bin, binary);
    return isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  };
  // Asynchronous, so the clients of a test keep running (and timing) meanwhile.
  const run = (binary: string, args: string[], timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const [command, fullArgs] = commandLine(binary, args);
      execFile(command, fullArgs, { encoding: "utf8", timeout: timeoutMs }, (error, stdout, stderr) => {
        if (error)
          reject(new Error(`${binary} ${args.join(" ")} failed: ${stderr || stdout || error.message}`));
        else resolve(stdout);
      });
    });
  const port = await freePort(55432);
  await run("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const version = (await run("postgres", ["--version"])).match(/\d+(\.\d+)?/)?.[0] ?? "";
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${socketDir}`,
    "-c max_connections=100",
    "-c shared_buffers=64MB",
  ].join(" ");
  const logFile = path.join(base, "postgres.log");
  let started = false;
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    if (!started) return;
    await run("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "30", "stop"]);
    started = false;
  };
  // On the way out (also from a process "exit" handler): synchronous.
  const emergencyStop = () => {
    if (!started) return;
    const [command, args] = commandLine("pg_ctl", [
      "-D",
      dataDir,
      "-m",
      "immediate",
      "-w",
      "-t",
      "30",
      "stop",
    ]);
    spawnSync(command, args, { timeout: 40_000 });
    started = false;
  };
  const start = async () => {
    if (started) return;
    if (owner) {
      spawnSync("touch", [logFile]);
      chownSync(logFile, owner.uid, owner.gid);
    }
    await run("pg_ctl", ["-D", dataDir, "-o", options, "-l", logFile, "-w", "-t", "30", "start"]);
    started = true;
    running.add(emergencyStop);
  };
  await start();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    version: `PostgreSQL ${version}`,
    url,
    start,
    stop,
    async createDatabase(name: string) {
      const sql = postgres(url("postgres"), { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`CREATE DATABASE "${name}"`);
      } finally {
        await sql.end({ timeout: 5 });
      }
      return url(name);
    },
    destroy() {
      emergencyStop();
      running.delete(emergencyStop);
      rmSync(base, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL database that two app instances can share, with what to say of it and how to drop it. */
export type SharedPostgres = { target: DatabaseTarget; label: string; release: () => Promise<void> };

/**
 * The pass's own PostgreSQL database on the PostgreSQL pass; on the PGlite
 * pass, a database on a private instance (a PGlite folder belongs to one
 * process). Returns the reason when neither can be had.
 */
export async function sharedPostgres(name: string): Promise<SharedPostgres | string> {
  if (passDriver() === "postgres") {
    const pass = await passDatabase(name);
    return {
      target: pass.target,
      label: "the PostgreSQL of DATABASE_URL (a database of its own)",
      release: pass.drop,
    };
  }
  const created = await createPrivatePostgres();
  if (typeof created === "string") return created;
  const url = await created.createDatabase(`practice_${name.replace(/-/g, "_")}`);
  return {
    target: { kind: "postgres", url },
    label: `${created.version} (private instance)`,
    release: async () => created.destroy(),
  };
}
