// Runs once before the integration files: builds the database every file
// starts from (migrated and seeded through the app's own start-up path), so a
// file copies it instead of running initdb, the migrations and the seed's
// password hashing again. PGlite: a dump of the data folder. PostgreSQL: a
// template database.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { closeDb, getDb } from "@/db/client";
import { resetEnvCache } from "@/lib/env";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump file an in-memory PGlite starts from ("" on PostgreSQL). */
    pgliteSnapshot: string;
    /** The template database each file's database is created from ("" on PGlite). */
    templateDatabase: string;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  const saved = { DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR };
  const restoreEnv = () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
  };

  if (baseUrl) {
    const template = `practice_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${template}`);
    process.env.DATABASE_URL = withDatabase(baseUrl, template);
    resetEnvCache();
    await getDb();
    await closeDb();
    restoreEnv();
    project.provide("templateDatabase", template);
    project.provide("pgliteSnapshot", "");
    return async () => {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    };
  }

  process.env.PGLITE_DIR = "memory://";
  resetEnvCache();
  const db = (await getDb()) as unknown as { $client: PGlite };
  const dump = await db.$client.dumpDataDir("none");
  await closeDb();
  restoreEnv();
  const folder = mkdtempSync(path.join(os.tmpdir(), "practice-snapshot-"));
  const file = path.join(folder, "database.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  project.provide("templateDatabase", "");
  return () => rmSync(folder, { recursive: true, force: true });
}
