// Fault (c): a PGlite data folder that is damaged or held by another process
// stops the start with a clear message and a non-zero exit, never a hang; a
// lock left by a killed process does not block the next start. PGlite-only,
// so it runs on both passes.
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, type ExitInfo, registerLearner, logIn, sleep, startApp, tempDir } from "./support/app";
import { API, call } from "./support/http";
import { record } from "./support/report";

const EXIT_LIMIT_MS = 60_000;
let root: string;
const apps: App[] = [];

beforeAll(() => {
  root = tempDir("pglite-folder");
});

afterAll(async () => {
  for (const app of apps) await app.stop("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

/** Starts the app on a folder that must not open; waits (bounded) for the exit. */
async function failedStart(label: string, dir: string) {
  const started = Date.now();
  const app = await startApp({ label, database: { kind: "pglite", dir }, noWait: true });
  apps.push(app);
  const exit = await Promise.race([
    app.exited,
    sleep(EXIT_LIMIT_MS).then((): ExitInfo => ({ code: null, signal: null, at: Number.NaN })),
  ]);
  const ms = Number.isNaN(exit.at) ? Number.NaN : exit.at - started;
  const message = app
    .output()
    .split("\n")
    .find((line) => line.includes("[startup]"));
  if (app.isRunning()) await app.stop("SIGKILL");
  return { exit, ms, message: message?.trim() ?? "(no [startup] message)", output: app.output() };
}

function garble(file: string): void {
  const size = Math.max(512, statSync(file).size);
  writeFileSync(file, randomBytes(size));
}

describe("fault: damaged or locked PGlite folder", () => {
  it("a second process on a folder in use exits with a message; a stale lock does not block", async () => {
    const dir = path.join(root, "shared");
    const first = await startApp({ label: "pglite-holder", database: { kind: "pglite", dir } });
    apps.push(first);
    const learner = await registerLearner(first.base, "folder");
    const second = await failedStart("pglite-second", dir);
    const firstStillServes = (await call(first.base, `${API}/units`)).status === 200;
    record(
      "4.1",
      "Fault (c): second app on a PGlite folder in use (locked)",
      `exit code ${second.exit.code} after ${second.ms} ms: “${second.message}”; the first app still answers: ${firstStillServes}`,
      second.exit.code !== null &&
        second.exit.code !== 0 &&
        /in use by another process/.test(second.message) &&
        firstStillServes,
    );

    // The holder dies without cleaning up: its lock is stale, the next start takes it over.
    await first.stop("SIGKILL");
    const next = await startApp({ label: "pglite-after-kill", database: { kind: "pglite", dir } });
    apps.push(next);
    const session = await logIn(next.base, learner.login, learner.password);
    const stop = await next.stop("SIGTERM");
    record(
      "4.2",
      "Fault (c): start after the holder was killed (stale lock, kill -9)",
      `started; data kept (login of a user registered before: ${session.token ? "ok" : "failed"}); ` +
        `SIGTERM exit code ${stop.code} after ${stop.ms} ms`,
      Boolean(session.token) && stop.code === 0,
    );

    expect(second.exit.code).not.toBeNull();
    expect(second.exit.code).not.toBe(0);
    expect(second.message).toMatch(/in use by another process/);
    expect(firstStillServes).toBe(true);
    expect(session.token).toBeTruthy();
    expect(stop.code).toBe(0);

    // A damaged copy of that database: control file and catalogs overwritten.
    const damaged = path.join(root, "damaged");
    cpSync(dir, damaged, { recursive: true });
    rmSync(path.join(damaged, "practice.lock"), { recursive: true, force: true });
    garble(path.join(damaged, "global", "pg_control"));
    for (const database of readdirSync(path.join(damaged, "base"))) {
      for (const file of ["1259", "1249", "1247"]) {
        try {
          garble(path.join(damaged, "base", database, file));
        } catch {
          // Not every database folder holds every catalog.
        }
      }
    }
    const broken = await failedStart("pglite-damaged", damaged);
    record(
      "4.3",
      "Fault (c): PGlite folder with a damaged database (pg_control and catalogs overwritten)",
      `exit code ${broken.exit.code} after ${broken.ms} ms: “${broken.message}”`,
      broken.exit.code !== null && broken.exit.code !== 0 && /could not be opened/.test(broken.message),
    );
    expect(broken.exit.code).not.toBeNull();
    expect(broken.exit.code).not.toBe(0);
    expect(broken.ms).toBeLessThan(EXIT_LIMIT_MS);
    expect(broken.message).toMatch(/could not be opened/);
  });

  it("a folder of garbage files exits with a message", async () => {
    const dir = path.join(root, "garbage");
    mkdirSync(path.join(dir, "base"), { recursive: true });
    for (const name of ["notes.bin", "data.db", "base/16384"])
      writeFileSync(path.join(dir, name), randomBytes(4096));
    const garbage = await failedStart("pglite-garbage", dir);
    // Garbage where PostgreSQL's own files belong.
    const posing = path.join(root, "posing");
    mkdirSync(path.join(posing, "global"), { recursive: true });
    writeFileSync(path.join(posing, "PG_VERSION"), randomBytes(64));
    writeFileSync(path.join(posing, "global", "pg_control"), randomBytes(8192));
    const posingStart = await failedStart("pglite-posing", posing);
    for (const [order, what, outcome] of [
      ["4.4", "Fault (c): PGlite folder of garbage files (no database in it)", garbage],
      ["4.5", "Fault (c): PGlite folder with garbage PG_VERSION and pg_control", posingStart],
    ] as const) {
      record(
        order,
        what,
        `exit code ${outcome.exit.code} after ${outcome.ms} ms: “${outcome.message}”`,
        outcome.exit.code !== null && outcome.exit.code !== 0 && /could not be opened/.test(outcome.message),
      );
    }
    for (const outcome of [garbage, posingStart]) {
      expect(outcome.exit.code).not.toBeNull();
      expect(outcome.exit.code).not.toBe(0);
      expect(outcome.ms).toBeLessThan(EXIT_LIMIT_MS);
      expect(outcome.message).toMatch(/could not be opened/);
    }
  });
});
