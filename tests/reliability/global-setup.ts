// Runs once around the whole reliability suite: makes sure a production build
// exists, copies it to a private folder, and at the end writes every figure
// into docs/RELIABILITY.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { ensureBuild, snapshotBuild } from "./support/build";
import { machineDescription, readFigures, writeReport } from "./support/report";
import type { FileTally } from "./support/request-tally";

declare module "vitest" {
  export interface ProvidedContext {
    reliabilityAppDir: string;
    reliabilityFigures: string;
    reliabilityRequests: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const LIMIT_MS = 10 * 60_000;
/**
 * Figure numbers that every test file records: load, outage, SIGTERM, PGlite
 * folder, fuzz, forgery, brute force, client address, edges, caches.
 */
const SECTIONS = ["1.", "2.", "3.", "4.", "5.1", "5.3", "5.6", "5.10", "5.12", "6.1"];

/**
 * The requests of every file, answered ones counted; 5xx are expected only
 * where a test injects a fault (fault-*.test.ts: the PostgreSQL outage).
 */
function requestSummary(tallyFile: string): { text: string; unexpected5xx: number } {
  const tallies = existsSync(tallyFile)
    ? readFileSync(tallyFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as FileTally)
    : [];
  let answered = 0;
  let unexpected5xx = 0;
  const faulted: string[] = [];
  const perFile: string[] = [];
  for (const { file, outcomes } of tallies) {
    const name = file.replace(/\.test\.ts$/, "");
    let count = 0;
    let fives = 0;
    const serverErrors: string[] = [];
    for (const [key, n] of Object.entries(outcomes)) {
      if (!/^\d+$/.test(key)) continue; // a socket error, not an answer
      count += n;
      if (Number(key) < 500) continue;
      fives += n;
      serverErrors.push(`${key}×${n}`);
    }
    answered += count;
    perFile.push(`${name} ${count}`);
    if (fives === 0) continue;
    if (name.startsWith("fault-")) faulted.push(`${name} ${serverErrors.join(", ")}`);
    else unexpected5xx += fives;
  }
  const text =
    `${answered} HTTP requests answered (${perFile.join(", ")}); 5xx ${unexpected5xx} outside injected faults` +
    (faulted.length > 0 ? ` (under them: ${faulted.join("; ")})` : "");
  return { text, unexpected5xx };
}

async function databaseLabel(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) return "PGlite";
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [row] = await sql<{ server_version: string }[]>`SHOW server_version`;
    return `PostgreSQL ${row?.server_version.split(" ")[0] ?? ""}`.trim();
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const label = await databaseLabel();
  process.env.RELIABILITY_DATABASE_LABEL = label;
  const buildId = ensureBuild(ROOT);
  const work = mkdtempSync(path.join(os.tmpdir(), "practice-reliability-"));
  const appDir = path.join(work, "app");
  snapshotBuild(ROOT, appDir);
  const figures = path.join(work, "figures.jsonl");
  writeFileSync(figures, "");
  const requests = path.join(work, "requests.jsonl");
  writeFileSync(requests, "");
  project.provide("reliabilityAppDir", appDir);
  project.provide("reliabilityFigures", figures);
  project.provide("reliabilityRequests", requests);
  console.info(`[reliability] build ${buildId} copied to ${appDir}; database: ${label}`);

  return async () => {
    const ms = Date.now() - started;
    const rows = readFigures(figures);
    const minutes = Math.floor(ms / 60_000);
    const seconds = Math.round((ms % 60_000) / 1000);
    const summary = requestSummary(requests);
    console.info(`[reliability] ${summary.text}`);
    rows.push({
      order: "9.9",
      what: "Whole suite: wall time (limit 10 min), HTTP requests and 5xx",
      figure: `${minutes} min ${seconds} s (${rows.length} figures, ${rows.filter((row) => row.verdict === "fail").length} failed); ${summary.text}`,
      verdict: ms < LIMIT_MS && summary.unexpected5xx === 0 ? "pass" : "fail",
      database: label,
      date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
      machine: machineDescription(),
    });
    // Only a run of every file replaces the figures of its database.
    const complete = SECTIONS.every((section) => rows.some((row) => row.order.startsWith(section)));
    if (complete) {
      await writeReport(path.join(ROOT, "docs", "RELIABILITY.md"), rows, label);
      console.info(
        `[reliability] ${rows.length} figures written to docs/RELIABILITY.md; wall time ${minutes} min ${seconds} s`,
      );
    } else {
      console.info(`[reliability] partial run (${rows.length} figures): docs/RELIABILITY.md left as it was`);
    }
    rmSync(work, { recursive: true, force: true });
  };
}
