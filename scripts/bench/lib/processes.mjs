// Child processes of the benchmark: pinned to a core when taskset exists,
// logged to files, and always stopped by their own pid on the way out.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export const HAS_TASKSET = spawnSync("taskset", ["-c", "0", "true"]).status === 0;

const children = new Set();

/**
 * Spawns `command args` on the given cores ("0", "1", "0,1") where taskset
 * exists (taskset execs the command, so the pid is the command's own), its
 * output going to `logFile`.
 */
export function spawnPinned(cores, command, args, { cwd, env, logFile }) {
  const [file, argv] = HAS_TASKSET ? ["taskset", ["-c", cores, command, ...args]] : [command, args];
  const child = spawn(file, argv, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(logFile, { flags: "a" });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const handle = { child, pid: child.pid, exited, logFile };
  children.add(handle);
  exited.then(() => children.delete(handle));
  return handle;
}

/** Runs a command to its end; rejects with the tail of its log when it fails. */
export async function runPinned(cores, command, args, options) {
  const handle = spawnPinned(cores, command, args, options);
  const { code, signal } = await handle.exited;
  if (code !== 0) {
    const tail = readFileSync(options.logFile, "utf8").split("\n").slice(-30).join("\n");
    throw new Error(`${command} ${args.join(" ")} failed (${code ?? signal}):\n${tail}`);
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
export async function stop(handle, graceMs = 10_000) {
  if (!children.has(handle)) return;
  handle.child.kill("SIGTERM");
  const timer = setTimeout(() => handle.child.kill("SIGKILL"), graceMs);
  await handle.exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...children].map((handle) => stop(handle, 3000)));
}

function canListen(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", (error) => (port === 0 ? reject(error) : resolve(null)));
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/**
 * BENCH_PORTS=3430-3439 keeps the servers in that range (taken in turn, so a
 * port just handed out is not handed out again before the others); otherwise
 * the system picks.
 */
const PORT_RANGE = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? "");
let nextInRange = 0;

export async function freePort() {
  if (!PORT_RANGE) return canListen(0);
  const [low, high] = [Number(PORT_RANGE[1]), Number(PORT_RANGE[2])];
  for (let tried = 0; tried <= high - low; tried++) {
    const port = low + ((nextInRange + tried) % (high - low + 1));
    if ((await canListen(port)) !== null) {
      nextInRange = port - low + 1;
      return port;
    }
  }
  throw new Error(`No free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function treeRss(pid) {
  const parents = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const member of tree) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${member}/status`, "utf8"));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // Gone.
    }
  }
  return total;
}

/** CPU time (user + system) a process has used so far, in seconds (Linux /proc; 10 ms steps). */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from `startedAt` (performance.now()) until `url` first answers 200. */
export async function waitFor200(url, startedAt, handle, timeoutMs = 120_000) {
  let exited = false;
  handle.exited.then(() => (exited = true));
  while (performance.now() - startedAt < timeoutMs) {
    if (exited) throw new Error(`The server exited before answering; see ${handle.logFile}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms; see ${handle.logFile}`);
}
