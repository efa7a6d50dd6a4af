// Gives every integration test file a database of its own: an in-memory
// PGlite, or, when DATABASE_URL is set, a fresh PostgreSQL database on that
// server that is dropped afterwards.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
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
    await admin.unsafe(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    process.env.DATABASE_URL = withDatabase(baseUrl, databaseName);
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
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
