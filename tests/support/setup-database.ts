// Gives every integration test file a database of its own, copied from the
// one tests/support/database-snapshot.ts prepared: an in-memory PGlite loaded
// from the dump, or, when DATABASE_URL is set, a PostgreSQL database created
// from the template, dropped afterwards.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb } from "@/db/client";
import { resetEnvCache } from "@/lib/env";

const baseUrl = process.env.TEST_BASE_DATABASE_URL ?? process.env.DATABASE_URL;
let databaseName: string | undefined;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

beforeAll(async () => {
  process.env.TEST_BASE_DATABASE_URL = baseUrl ?? "";
  if (baseUrl) {
    databaseName = `practice_test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${databaseName} TEMPLATE ${inject("templateDatabase")}`);
    await admin.end();
    process.env.DATABASE_URL = withDatabase(baseUrl, databaseName);
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
    process.env.PGLITE_SNAPSHOT = inject("pgliteSnapshot");
  }
  resetEnvCache();
});

afterAll(async () => {
  await closeDb();
  if (baseUrl && databaseName) {
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  resetEnvCache();
});
