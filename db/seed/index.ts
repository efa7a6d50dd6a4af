import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/security/password";
import { readEnv } from "@/lib/env";
import type { Database } from "../types";
import {
  appMeta,
  endpointScopes,
  endpoints,
  phrases,
  scopes,
  unitPhrases,
  units,
  unitWords,
  userScopes,
  users,
  words,
} from "../schema";
import { demoUnits } from "./demo-content";
import { DEMO_SCOPES, EDITOR_ENDPOINTS, TEACHER_ENDPOINTS } from "./permissions";

const SEED_MARKER = "demo-seed";

type DemoAccount = { login: string; email: string; scopes: string[]; password: string; configured: boolean };

export type SeedOutcome = { seeded: boolean; accounts: Array<{ login: string; password: string }> };

/**
 * The seeded accounts. Development gets all three with documented passwords.
 * Production never gets a fixed, published password: the admin account gets
 * ADMIN_PASSWORD or a generated one, and the editor and learner accounts are
 * created only when their passwords are configured (a site needs no demo
 * accounts that nobody knows the password of).
 */
function demoAccounts(): DemoAccount[] {
  const env = readEnv();
  const production = env.NODE_ENV === "production";
  const account = (login: string, scopes: string[], configured: string | undefined, development: string) => ({
    login,
    email: `${login}@example.com`,
    scopes,
    password: configured ?? (production ? randomBytes(12).toString("base64url") : development),
    configured: configured !== undefined,
  });
  return [
    account("admin", ["admin", "user"], env.ADMIN_PASSWORD, "practice-admin"),
    account("editor", ["editor", "teacher", "user"], env.EDITOR_PASSWORD, "practice-editor"),
    account("learner", ["user"], env.LEARNER_PASSWORD, "practice-learner"),
  ].filter((demo) => !production || demo.login === "admin" || demo.configured);
}

/**
 * Fills a new database with demo content, once. The marker row is written in
 * the same transaction, so the seed is all-or-nothing, and a database that was
 * seeded before (and perhaps edited since) is never touched again.
 */
export async function seedDemoContent(db: Database): Promise<SeedOutcome> {
  const already = await db.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
  if (already.length > 0) return { seeded: false, accounts: [] };

  const accounts = demoAccounts();
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));

  const seeded = await db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL: the second waits here,
    // then sees the marker and leaves.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('practice:seed'))`);
    const marker = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
    if (marker.length > 0) return false;

    const scopeRows = await tx.insert(scopes).values(DEMO_SCOPES).returning();
    const scopeId = new Map(scopeRows.map((row) => [row.value, row.id]));
    const idOf = (value: string) => {
      const id = scopeId.get(value);
      if (id === undefined) throw new Error(`Seed refers to unknown scope ${value}`);
      return id;
    };

    for (const [index, account] of accounts.entries()) {
      const [user] = await tx
        .insert(users)
        .values({ login: account.login, email: account.email, passwordHash: hashes[index]! })
        .returning({ id: users.id });
      await tx
        .insert(userScopes)
        .values(account.scopes.map((value) => ({ userId: user!.id, scopeId: idOf(value) })));
    }

    for (const { scopes: held, ...endpoint } of [...EDITOR_ENDPOINTS, ...TEACHER_ENDPOINTS]) {
      const [row] = await tx.insert(endpoints).values(endpoint).returning({ id: endpoints.id });
      const endpointId = row!.id;
      await tx.insert(endpointScopes).values(held.map((value) => ({ endpointId, scopeId: idOf(value) })));
    }

    for (const unit of demoUnits) {
      const [unitRow] = await tx
        .insert(units)
        .values({ name: unit.name, url: unit.url })
        .returning({ id: units.id });
      const wordRows = await tx.insert(words).values(unit.words).returning({ id: words.id });
      const phraseRows = await tx.insert(phrases).values(unit.phrases).returning({ id: phrases.id });
      await tx
        .insert(unitWords)
        .values(wordRows.map((word, position) => ({ unitId: unitRow!.id, wordId: word.id, position })));
      await tx
        .insert(unitPhrases)
        .values(
          phraseRows.map((phrase, position) => ({ unitId: unitRow!.id, phraseId: phrase.id, position })),
        );
    }

    await tx.insert(appMeta).values({ key: SEED_MARKER, value: new Date().toISOString() });
    return true;
  });

  if (!seeded) return { seeded: false, accounts: [] };
  // Passwords the operator configured are theirs to know; generated ones are
  // printed once, here, and never stored in clear.
  const shown = accounts.filter((account) => !account.configured);
  if (readEnv().NODE_ENV === "production") {
    for (const account of shown) {
      console.info(
        `[practice] account "${account.login}" created with the generated password: ${account.password}`,
      );
    }
  }
  return { seeded: true, accounts: shown.map(({ login, password }) => ({ login, password })) };
}
