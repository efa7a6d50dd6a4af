// Content, endpoint rules and sessions are answered from each instance's
// memory. A change written elsewhere — another instance on PostgreSQL, plain
// SQL on either database — must be seen by the very next request here.
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_VERSION_KEYS } from "@/db/cache-versions";
import { getDb } from "@/db/client";
import { appMeta } from "@/db/schema";
import { countDueCards } from "@/lib/services/learning/due-cards";
import type { UnitDto, WordDto } from "@/lib/types/content";
import { call, logIn, registerLearner } from "../support/api";
import { type FilledUnit, makeFilledUnit } from "../support/factories";
import { principalOf } from "../support/principals";

/** Writes as another instance would: its own connection on PostgreSQL, plain SQL on PGlite. */
let writeElsewhere: (statement: string) => Promise<void>;
let other: postgres.Sql | undefined;
let stock: FilledUnit;

beforeAll(async () => {
  stock = await makeFilledUnit({ words: 3, phrases: 0 });
  if (process.env.DATABASE_URL) {
    other = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    writeElsewhere = async (statement) => void (await other!.unsafe(statement));
  } else {
    const db = await getDb();
    writeElsewhere = async (statement) => void (await db.execute(sql.raw(statement)));
  }
});

afterAll(async () => {
  await other?.end();
});

describe("the next request sees a change made elsewhere", () => {
  it("an edited word, in the word list and in its unit", async () => {
    // Read first, so the caches hold the old state.
    const before = await call<WordDto[]>("GET", `/units/${stock.unit.url}/words`);
    const word = before.body[0]!;

    await writeElsewhere(`UPDATE words SET ru = 'изменено где-то' WHERE id = ${word.id}`);

    const unitWords = await call<WordDto[]>("GET", `/units/${stock.unit.url}/words`);
    const allWords = await call<WordDto[]>("GET", "/words");
    expect(unitWords.body[0]).toStrictEqual({ ...word, ru: "изменено где-то" });
    expect(allWords.body.find((candidate) => candidate.id === word.id)?.ru).toBe("изменено где-то");
  });

  it("a deleted unit and a changed membership", async () => {
    const admin = await logIn("admin");
    const created = await call<{ data: UnitDto }>("POST", "/units", {
      token: admin,
      body: { name: "Elsewhere", url: "elsewhere", words: [], phrases: [] },
    });
    expect((await call("GET", "/units/elsewhere")).status).toBe(200);
    const [firstWord] = (await call<UnitDto>("GET", `/units/${stock.unit.url}`)).body.words;

    await writeElsewhere(
      `INSERT INTO unit_words (unit_id, word_id, position) VALUES (${created.body.data.id}, ${firstWord}, 0)`,
    );
    expect((await call<UnitDto>("GET", "/units/elsewhere")).body.words).toStrictEqual([firstWord]);

    await writeElsewhere(`DELETE FROM units WHERE url = 'elsewhere'`);
    expect((await call("GET", "/units/elsewhere")).status).toBe(404);
    const units = await call<UnitDto[]>("GET", "/units");
    expect(units.body.map((unit) => unit.url)).not.toContain("elsewhere");
  });

  it("a scope given and taken, on the next call of the same session", async () => {
    const learner = await registerLearner("scoped");
    const word = { url: "scope-elsewhere", en: "scope", ru: "область", transcription: "/skəʊp/" };
    expect((await call("POST", "/words", { token: learner.token, body: word })).status).toBe(403);

    await writeElsewhere(
      `INSERT INTO user_scopes (user_id, scope_id) SELECT u.id, s.id FROM users u, scopes s
        WHERE u.login = '${learner.login}' AND s.value = 'editor'`,
    );
    expect((await call("GET", "/auth/check", { token: learner.token })).body).toMatchObject({
      scopes: ["editor", "user"],
    });
    expect((await call("POST", "/words", { token: learner.token, body: word })).status).toBe(201);

    await writeElsewhere(
      `DELETE FROM user_scopes WHERE user_id = (SELECT id FROM users WHERE login = '${learner.login}')
        AND scope_id = (SELECT id FROM scopes WHERE value = 'editor')`,
    );
    const again = { ...word, url: "scope-elsewhere-2" };
    expect((await call("POST", "/words", { token: learner.token, body: again })).status).toBe(403);
  });

  it("a revoked session, and a renamed login", async () => {
    const learner = await registerLearner("revoked");
    expect((await call("GET", "/auth/check", { token: learner.token })).status).toBe(200);

    await writeElsewhere(`UPDATE users SET login = '${learner.login}x' WHERE login = '${learner.login}'`);
    expect((await call("GET", "/auth/check", { token: learner.token })).body).toMatchObject({
      login: `${learner.login}x`,
    });

    await writeElsewhere(
      `DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE login = '${learner.login}x')`,
    );
    expect((await call("GET", "/auth/check", { token: learner.token })).status).toBe(401);
  });

  it("a class joined, then deleted: the session's principal says whether its user is in one", async () => {
    const learner = await registerLearner("classed");
    expect((await principalOf(learner.token)).inAnyClass).toBe(false);

    await writeElsewhere(
      `INSERT INTO classes (name, owner_id, join_code) SELECT 'Elsewhere class', id, 'ELSEWHERE1'
         FROM users WHERE login = 'admin'`,
    );
    await writeElsewhere(
      `INSERT INTO class_members (class_id, user_id) SELECT c.id, u.id FROM classes c, users u
        WHERE c.join_code = 'ELSEWHERE1' AND u.login = '${learner.login}'`,
    );
    expect((await principalOf(learner.token)).inAnyClass).toBe(true);

    // Deleting the class takes its members along (a cascade, no statement on class_members).
    await writeElsewhere(`DELETE FROM classes WHERE join_code = 'ELSEWHERE1'`);
    expect((await principalOf(learner.token)).inAnyClass).toBe(false);
  });

  it("the due-card badge: cards added, rescheduled, and gone with their word", async () => {
    const learner = await registerLearner("due");
    const principal = await principalOf(learner.token);
    const words = (await call<WordDto[]>("GET", `/units/${stock.unit.url}/words`)).body.slice(0, 3);
    // Counted first, so the learner's due times are kept where they can be.
    expect(await countDueCards({ principal })).toBe(0);

    await writeElsewhere(
      `INSERT INTO review_cards (user_id, word_id, due, stability, difficulty, elapsed_days,
         scheduled_days, learning_steps, reps, lapses, state)
       SELECT ${principal.userId}, w.id, now() - interval '1 hour', 1, 5, 0, 0, 0, 1, 0, 2
         FROM words w WHERE w.id IN (${words.map((word) => word.id).join(", ")})`,
    );
    expect(await countDueCards({ principal })).toBe(3);

    await writeElsewhere(
      `UPDATE review_cards SET due = now() + interval '1 day'
        WHERE user_id = ${principal.userId} AND word_id = ${words[0]!.id}`,
    );
    expect(await countDueCards({ principal })).toBe(2);

    // Deleting the word takes its cards along (a cascade, no statement on review_cards).
    await writeElsewhere(`DELETE FROM unit_words WHERE word_id = ${words[1]!.id}`);
    await writeElsewhere(`DELETE FROM words WHERE id = ${words[1]!.id}`);
    expect(await countDueCards({ principal })).toBe(1);

    // A card falls due as the clock passes its time, with nothing written.
    await writeElsewhere(
      `UPDATE review_cards SET due = now() + interval '1 second'
        WHERE user_id = ${principal.userId} AND word_id = ${words[0]!.id}`,
    );
    expect(await countDueCards({ principal })).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await countDueCards({ principal })).toBe(2);
  });

  it("a learner's results: added, changed and deleted elsewhere", async () => {
    const learner = await registerLearner("results");
    const { unit } = stock;
    const path = `/results/words-writing?unit=${unit.id}`;
    const submit = () =>
      call<{ id: number }>("POST", "/results/words-writing", {
        token: learner.token,
        body: { unitId: unit.id, createdTs: Date.now(), answers: [] },
      });
    expect((await submit()).status).toBe(201);
    // Read first, so the learner's results are kept where they can be.
    const before = await call<Array<{ id: number; result: number }>>("GET", path, { token: learner.token });
    expect(before.body).toHaveLength(1);

    const userId = `(SELECT id FROM users WHERE login = '${learner.login}')`;
    await writeElsewhere(
      `INSERT INTO test_results (user_id, unit_id, test_type, created_ts, result, answers)
       VALUES (${userId}, ${unit.id}, 'words-writing', ${Date.now()}, 0.5, '[]')`,
    );
    const added = await call<Array<{ result: number }>>("GET", path, { token: learner.token });
    expect(added.body.map((result) => result.result)).toStrictEqual([0, 0.5]);

    await writeElsewhere(`UPDATE test_results SET result = 1 WHERE user_id = ${userId} AND result = 0.5`);
    const changed = await call<Array<{ result: number }>>("GET", path, { token: learner.token });
    expect(changed.body.map((result) => result.result)).toStrictEqual([0, 1]);

    await writeElsewhere(`DELETE FROM test_results WHERE id = ${before.body[0]!.id}`);
    const left = await call<Array<{ result: number }>>("GET", path, { token: learner.token });
    expect(left.body.map((result) => result.result)).toStrictEqual([1]);
  });
});

describe("a write that changes no session leaves every instance's memory of sessions alone", () => {
  const accessVersion = async () => {
    const db = await getDb();
    const [row] = await db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, CACHE_VERSION_KEYS.access));
    return row!.value;
  };

  it("a new account, its first scope included, and a learner's own settings", async () => {
    const learner = await registerLearner("settled");
    const before = await accessVersion();

    await registerLearner("newcomer");
    await writeElsewhere(
      `UPDATE users SET locale = 'ru', daily_goal = 35, new_words_per_day = 4 WHERE login = '${learner.login}'`,
    );
    expect(await accessVersion()).toBe(before);

    // What a session's principal holds still moves it: the email, and a scope given to a signed-in user.
    await writeElsewhere(
      `UPDATE users SET email = 'moved-${learner.login}@example.com' WHERE login = '${learner.login}'`,
    );
    const afterEmail = await accessVersion();
    expect(afterEmail).not.toBe(before);
    expect((await call("GET", "/auth/check", { token: learner.token })).body).toMatchObject({
      email: `moved-${learner.login}@example.com`,
    });
    await writeElsewhere(
      `INSERT INTO user_scopes (user_id, scope_id) SELECT u.id, s.id FROM users u, scopes s
        WHERE u.login = '${learner.login}' AND s.value = 'editor'`,
    );
    expect(await accessVersion()).not.toBe(afterEmail);
  });
});
