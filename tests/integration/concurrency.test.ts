import { asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, getDriver, transaction } from "@/db/client";
import { openPools } from "@/db/postgres";
import { reviewCards, testResults, unitPhrases, unitWords, words as wordsTable } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { register } from "@/lib/services/access/accounts";
import { listResults } from "@/lib/services/learning/results";
import { recordReviews } from "@/lib/services/learning/review-cards";
import { deleteEndpoint } from "@/lib/services/access/endpoints";
import { deletePhrase } from "@/lib/services/content/phrases";
import { deleteScope } from "@/lib/services/access/scopes";
import { deleteUnit, getUnitByKey } from "@/lib/services/content/units";
import { deleteWord, listWords } from "@/lib/services/content/words";
import { changeMembershipInBulk } from "@/lib/services/content/bulk-membership";
import { undoBulkChange } from "@/lib/services/content/bulk-undo";
import { deleteUndoably } from "@/lib/services/content/bulk-delete";
import { makeFilledUnit } from "../support/factories";
import { adminPrincipal, LOCAL, registerLearner } from "../support/principals";
import type { WordDto } from "@/lib/types/content";
import {
  createEndpoint,
  createPhrase,
  createScope,
  createUnit,
  createWord,
  submitResult,
  updateUnit,
  updateUser,
  updateWord,
} from "../support/services";

const range = (length: number) => Array.from({ length }, (_, index) => index);

const wordInput = (url: string) => ({
  url,
  en: url.replace(/-/g, " "),
  ru: "слово",
  transcription: "/wɜːd/",
});

/** Rejections must be the service's own AppErrors: a raw driver error would be a 500. */
function rejectionsOf(outcomes: PromiseSettledResult<unknown>[]): AppError[] {
  return outcomes.flatMap((outcome) => {
    if (outcome.status === "fulfilled") return [];
    if (outcome.reason instanceof AppError) return [outcome.reason];
    throw outcome.reason;
  });
}

describe("concurrent writes", () => {
  it("saves 50 parallel word creations", async () => {
    const urls = range(50).map((index) => `parallel-word-${index}`);

    const created = await Promise.all(urls.map((url) => createWord(wordInput(url))));

    expect(created.map((word) => word.url)).toStrictEqual(urls);
    expect(new Set(created.map((word) => word.id)).size).toBe(50);
    const stored = (await listWords()).filter((word) => word.url.startsWith("parallel-word-"));
    expect(stored.sort((a, b) => a.id - b.id)).toStrictEqual([...created].sort((a, b) => a.id - b.id));
  });

  it("lets exactly one of 10 parallel creations of one url win; the others get 422 on url", async () => {
    const outcomes = await Promise.allSettled(range(10).map(() => createWord(wordInput("contested"))));

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const rejections = rejectionsOf(outcomes);
    expect(rejections.map((error) => [error.status, error.fields])).toStrictEqual(
      range(9).map(() => [422, { url: "A word with this URL already exists" }]),
    );
    expect((await listWords()).filter((word) => word.url === "contested")).toHaveLength(1);
  });

  it("ends 20 parallel membership updates of one unit with exactly one of the submitted lists", async () => {
    const pool: WordDto[] = await Promise.all(
      range(12).map((index) => createWord(wordInput(`pool-word-${index}`))),
    );
    const unit = await createUnit({ name: "Contested", url: "contested-unit", words: [pool[0]!.id] });
    // Twenty different lists: different lengths, orders and members.
    const lists = range(20).map((shift) =>
      range(1 + (shift % 7)).map((offset) => pool[(shift + offset * 5) % pool.length]!.id),
    );
    expect(lists.every((list) => new Set(list).size === list.length)).toBe(true);
    expect(new Set(lists.map((list) => JSON.stringify(list))).size).toBe(20);

    const saved = await Promise.all(
      lists.map((words, index) =>
        updateUnit({ id: unit.id, name: `Contested ${index}`, url: "contested-unit", words }),
      ),
    );

    expect(saved.map((result) => result.id)).toStrictEqual(lists.map(() => unit.id));
    const final = await getUnitByKey({ key: String(unit.id) });
    const winner = lists.findIndex((list) => JSON.stringify(list) === JSON.stringify(final.words));
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(final.name).toBe(`Contested ${winner}`);
    const db = await getDb();
    const rows = await db
      .select({ wordId: unitWords.wordId, position: unitWords.position })
      .from(unitWords)
      .where(eq(unitWords.unitId, unit.id))
      .orderBy(asc(unitWords.position));
    expect(rows).toStrictEqual(final.words.map((wordId, position) => ({ wordId, position })));
    expect(await db.select().from(unitPhrases).where(eq(unitPhrases.unitId, unit.id))).toStrictEqual([]);
  });

  it("registers exactly one of 10 parallel sign-ups of one login, in any case", async () => {
    const outcomes = await Promise.allSettled(
      range(10).map((index) =>
        register(
          {
            login: index % 2 === 0 ? "twin" : "TWIN",
            email: `twin-${index}@example.com`,
            password: "twin-password",
            confirmPassword: "twin-password",
          },
          LOCAL,
        ),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(rejectionsOf(outcomes).map((error) => [error.status, error.fields])).toStrictEqual(
      range(9).map(() => [422, { login: "This login is already taken" }]),
    );
  });

  it("answers exactly one of 10 parallel deletes of one record (by id and by key) as deleted, the others 404", async () => {
    const removals: Array<
      [string, () => Promise<{ id: number; key: string }>, (key: string) => Promise<void>]
    > = [
      [
        "word",
        async () => ({ ...(await createWord(wordInput("doomed-word"))), key: "doomed-word" }),
        async (key) => void (await deleteWord({ key, principal: await adminPrincipal() })),
      ],
      [
        "phrase",
        async () => ({
          ...(await createPhrase({
            url: "doomed-phrase",
            enQuestion: "a doomed phrase",
            ru: "фраза",
            answers: ["a doomed phrase"],
          })),
          key: "doomed-phrase",
        }),
        async (key) => void (await deletePhrase({ key, principal: await adminPrincipal() })),
      ],
      [
        "unit",
        async () => ({ ...(await createUnit({ name: "Doomed", url: "doomed-unit" })), key: "doomed-unit" }),
        async (key) => void (await deleteUnit({ key, principal: await adminPrincipal() })),
      ],
      [
        "scope",
        async () => ({
          ...(await createScope({ name: "Doomed", value: "doomed-scope" })),
          key: "doomed-scope",
        }),
        (key) => deleteScope({ key }),
      ],
      [
        "endpoint",
        async () => ({
          ...(await createEndpoint({
            adminPageUrl: "doomed-endpoint",
            method: "GET",
            url: "/doomed",
            scopes: [],
          })),
          key: "doomed-endpoint",
        }),
        (key) => deleteEndpoint({ key }),
      ],
    ];
    for (const [label, create, remove] of removals) {
      const { id, key } = await create();

      const outcomes = await Promise.allSettled(
        range(10).map((index) => remove(index % 2 ? key : String(id))),
      );

      expect([label, outcomes.filter((outcome) => outcome.status === "fulfilled").length]).toStrictEqual([
        label,
        1,
      ]);
      expect(rejectionsOf(outcomes).map((error) => error.status)).toStrictEqual(range(9).map(() => 404));
    }
  });

  // A unit save links words while other writers rename (a key change, so an
  // exclusive row lock) or delete them: with the cache version bumped at the
  // first write instead of at commit, the two waited for each other.
  it("saves units while the words they hold are renamed and deleted: no deadlock, only results or AppErrors", async () => {
    const pool = await Promise.all(range(6).map((index) => createWord(wordInput(`held-word-${index}`))));
    const held = pool.map((word) => word.id);
    const unitsHolding = await Promise.all(
      range(4).map((index) => createUnit({ name: `Holding ${index}`, url: `holding-${index}`, words: held })),
    );

    const outcomes = await Promise.allSettled([
      ...range(24).map((index) => {
        const unit = unitsHolding[index % 4]!;
        const words = [...held.slice(index % 6), ...held.slice(0, index % 6)];
        return updateUnit({ id: unit.id, name: unit.name, url: `${unit.url}-${index}`, words });
      }),
      ...range(12).map((index) => {
        const word = pool[index % 5]!;
        return updateWord({ ...word, url: `${word.url}-renamed-${index}` });
      }),
      deleteWord({ key: pool[5]!.url, principal: await adminPrincipal() }),
    ]);

    const statuses = rejectionsOf(outcomes).map((error) => error.status);
    expect(statuses.filter((status) => status !== 422)).toStrictEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length).toBeGreaterThan(12);
  });

  it("links scopes to users and endpoints while they are deleted: 404/409/422, never a foreign-key failure", async () => {
    const { login } = await registerLearner();
    const values = range(6).map((index) => `fleeting-${index}`);
    const outcomes = await Promise.allSettled(
      values.flatMap((value, index) => [
        createScope({ name: `Fleeting ${index}`, value }).then(() => deleteScope({ key: value })),
        updateUser({ login, email: `fleeting-${index}@example.org`, scopes: ["user", value] }),
        createEndpoint({
          adminPageUrl: `fleeting-${index}`,
          method: "GET",
          url: `/fleeting/${index}`,
          scopes: [value],
        }),
      ]),
    );

    const statuses = rejectionsOf(outcomes).map((error) => error.status);
    expect(statuses.filter((status) => ![404, 409, 422].includes(status))).toStrictEqual([]);
  });

  it("stores 20 parallel result submissions", async () => {
    const { principal } = await registerLearner();
    const { unit } = await makeFilledUnit({ words: 2, phrases: 0 });
    const input = { unitId: unit.id, createdTs: Date.now(), answers: [] };

    const saved = await Promise.all(
      range(20).map(() => submitResult({ principal, testType: "words-writing", input })),
    );

    expect(new Set(saved.map((result) => result.id)).size).toBe(20);
    const listed = await listResults({ principal, testType: "words-writing", unitId: unit.id });
    expect(listed.map((result) => result.id).sort((a, b) => a - b)).toStrictEqual(
      saved.map((result) => result.id).sort((a, b) => a - b),
    );
  });

  // Two transactions that take the same two rows in opposite orders: on
  // PostgreSQL one of them is ended as a deadlock's victim and runs again, so
  // both commit; PGlite runs them one after the other.
  it("commits both of two transactions that deadlock, running PostgreSQL's victim again", async () => {
    const [first, second] = await Promise.all([
      createWord(wordInput("crossed-first")),
      createWord(wordInput("crossed-second")),
    ]);
    const db = await getDb();
    const onPostgres = (await getDriver()) === "postgres";
    let attempts = 0;
    let holding = 0;
    let bothHold: () => void = () => {};
    // The embedded database never lets the second one start meanwhile: the first goes on alone.
    const held = onPostgres ? new Promise<void>((resolve) => (bothHold = resolve)) : Promise.resolve();
    const crossing = (one: WordDto, other: WordDto, ru: string) =>
      transaction(async (tx) => {
        attempts += 1;
        await tx.update(wordsTable).set({ ru }).where(eq(wordsTable.id, one.id));
        holding += 1;
        if (holding === 2) bothHold();
        await held;
        await tx.update(wordsTable).set({ ru }).where(eq(wordsTable.id, other.id));
      });

    const outcomes = await Promise.allSettled([
      crossing(first, second, "первое"),
      crossing(second, first, "второе"),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toStrictEqual(["fulfilled", "fulfilled"]);
    expect(attempts).toBe(onPostgres ? 3 : 2);
    const stored = await db
      .select({ ru: wordsTable.ru })
      .from(wordsTable)
      .where(inArray(wordsTable.id, [first.id, second.id]));
    // The one that committed last wrote both rows.
    expect(new Set(stored.map((word) => word.ru)).size).toBe(1);
  });

  // A learner's answer holds the word's card; a delete of the word holds the
  // word and then needs the card. Had the answer's log (which refers to the
  // word) come to need the word after that, each would wait for the other.
  it("answers for a word while an administrator deletes it: the delete waits for the answer, no deadlock", async () => {
    const { principal } = await registerLearner();
    const { unit, words } = await makeFilledUnit({ words: 2, phrases: 0 });
    const input = {
      unitId: unit.id,
      createdTs: Date.now(),
      answers: words.map((word) => ({ questionId: word.id, answer: word.en })),
    };
    await submitResult({ principal, testType: "words-writing", input });
    const [doomed] = words as [WordDto];
    const db = await getDb();
    let deletion: Promise<unknown> | undefined;

    await transaction(async (tx) => {
      await recordReviews(tx, {
        userId: principal.userId,
        source: "test",
        now: new Date(),
        answers: words.map((word) => ({
          wordId: word.id,
          answer: word.en,
          check: { correct: true, typo: false },
          elapsedMs: null,
        })),
      });
      // The cards are held now: the delete starts, and this transaction goes on once it waits.
      deletion = deleteWord({ key: doomed.url, principal: await adminPrincipal() }).then(
        () => "deleted",
        (error: unknown) => error,
      );
      await waitForALockWait();
      await tx.insert(testResults).values({
        userId: principal.userId,
        unitId: unit.id,
        testType: "words-writing",
        createdTs: Date.now(),
        result: 1,
        answers: [],
      });
    });
    expect(await deletion).toBe("deleted");

    expect(await db.select().from(wordsTable).where(eq(wordsTable.id, doomed.id))).toStrictEqual([]);
    const cards = await db
      .select({ wordId: reviewCards.wordId, reps: reviewCards.reps })
      .from(reviewCards)
      .where(eq(reviewCards.userId, principal.userId));
    expect(cards).toStrictEqual([{ wordId: words[1]!.id, reps: 2 }]);
  });

  // The add reads the words, then inserts links that refer to them: a delete
  // committed between the two must leave that word out, not fail the insert's
  // foreign key (a 500 to the caller).
  it("adds words to a unit while one of them is being deleted: that word is left out, no foreign-key failure", async () => {
    const [kept, doomed] = await Promise.all([
      createWord(wordInput("added-kept")),
      createWord(wordInput("added-doomed")),
    ]);
    const unit = await createUnit({ name: "Receiving", url: "receiving-unit" });
    let adding: Promise<unknown> | undefined;

    await transaction(async (tx) => {
      await tx.delete(wordsTable).where(eq(wordsTable.id, doomed.id));
      adding = changeMembershipInBulk("words", await adminPrincipal(), {
        ids: [doomed.id, kept.id],
        unit: unit.url,
        change: "add",
      }).then(
        (changed) => changed.changed,
        (error: unknown) => error,
      );
      await waitForALockWait();
    });

    expect(await adding).toBe(1);
    expect((await getUnitByKey({ key: unit.url })).words).toStrictEqual([kept.id]);
  });

  it("undoes a removal from a unit while the word is being deleted: the word stays out, no foreign-key failure", async () => {
    const doomed = await createWord(wordInput("removed-doomed"));
    const unit = await createUnit({ name: "Giving", url: "giving-unit", words: [doomed.id] });
    const principal = await adminPrincipal();
    const removed = await changeMembershipInBulk("words", principal, {
      ids: [doomed.id],
      unit: unit.url,
      change: "remove",
    });
    let undoing: Promise<unknown> | undefined;

    await transaction(async (tx) => {
      await tx.delete(wordsTable).where(eq(wordsTable.id, doomed.id));
      undoing = undoBulkChange("words", principal, removed.undoToken).then(
        (restored) => restored,
        (error: unknown) => error,
      );
      await waitForALockWait();
    });

    expect(await undoing).toStrictEqual({ restored: 1 });
    expect((await getUnitByKey({ key: unit.url })).words).toStrictEqual([]);
  });

  it("undoes a unit's delete while one of its words is being deleted: the unit comes back without it", async () => {
    const [kept, doomed] = await Promise.all([
      createWord(wordInput("held-kept")),
      createWord(wordInput("held-doomed")),
    ]);
    const unit = await createUnit({ name: "Returning", url: "returning-unit", words: [kept.id, doomed.id] });
    const principal = await adminPrincipal();
    const { undoToken } = await deleteUndoably("units", { key: unit.url, principal });
    let undoing: Promise<unknown> | undefined;

    await transaction(async (tx) => {
      await tx.delete(wordsTable).where(eq(wordsTable.id, doomed.id));
      undoing = undoBulkChange("units", principal, undoToken).then(
        (restored) => restored,
        (error: unknown) => error,
      );
      await waitForALockWait();
    });

    expect(await undoing).toStrictEqual({ restored: 1 });
    expect((await getUnitByKey({ key: unit.url })).words).toStrictEqual([kept.id]);
  });
});

/**
 * Until another session of this PostgreSQL database waits for a lock. The
 * embedded database runs one transaction at a time: there, whatever comes
 * next simply queues behind the open one.
 */
async function waitForALockWait(): Promise<void> {
  if ((await getDriver()) === "pglite") return;
  const db = await getDb();
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const [waiting] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() AND wait_event_type = 'Lock'`);
    if (waiting!.count > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("No session waited for a lock within 5 s");
}

// In postgres.js 3.4.9 a BEGIN pipelined onto a busy connection as the query
// that reaches the pipeline's limit misses the connection's reservation:
// sql.begin fails with UNSAFE_TRANSACTION and leaves its transaction open on
// a pooled connection, where other requests' queries then run
// (porsager/postgres#1189). The app's transactions have a pool of their own
// (db/postgres.ts), where a BEGIN only ever goes to an idle connection. With
// a pipeline of one query (the URL's max_pipeline), every BEGIN pipelined
// behind another query would be such a one.
if (process.env.DATABASE_URL) {
  describe("transactions on PostgreSQL", () => {
    it("all commit while statements keep the other pool busy, none left open", async () => {
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set("max_pipeline", "1");
      const { statements, transactions } = await openPools(url.toString(), 2);
      try {
        const outcomes = await Promise.allSettled(
          range(200).map((index) =>
            index % 4 === 0
              ? transactions.begin(async (tx) => (await tx`SELECT ${index}::int AS n`)[0]!.n)
              : statements`SELECT ${index}::int AS n`.then((rows) => rows[0]!.n),
          ),
        );

        expect(outcomes).toStrictEqual(range(200).map((index) => ({ status: "fulfilled", value: index })));
        const [open] = await statements`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'idle in transaction'`;
        expect(open!.n).toBe(0);
      } finally {
        await Promise.all([statements.end({ timeout: 1 }), transactions.end({ timeout: 1 })]);
      }
    });
  });
}
