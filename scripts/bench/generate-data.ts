// Fills the database of DATABASE_URL (or PGLITE_DIR) with a large data set
// for `npm run bench`: 200 units (10 words and 5 phrases each), 1,000 users
// with the `user` scope and 100 results each, inserted in bulk through the
// app's drizzle client. One password is hashed and reused by every user. The
// bench's content-at-scale set is 2,000 units of 50 words and 10 phrases
// (100,000 words, 20,000 phrases) and 10,000 users with one result each,
// and a class of the demo teacher (`editor`): 40 of those users × 30 assigned
// units, each learner with a few results in most of them and some review answers.
//
//   npm run bench:data -- [--users 1000] [--results 100] [--units 200]
//                         [--words-per-unit 10] [--phrases-per-unit 5]
//                         [--class-learners 0] [--class-units 0]
//
// The database is migrated and seeded first, as the app would do; running the
// script twice on one database refuses the second time.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import {
  appMeta,
  assignments,
  classes,
  classMembers,
  phrases,
  reviewCards,
  reviewLogs,
  scopes,
  testResults,
  unitPhrases,
  units,
  unitWords,
  userScopes,
  users,
  words,
} from "@/db/schema";
import { JOIN_CODE_LENGTH, joinCodeOf } from "@/lib/domain/join-code";
import { hashPassword } from "@/lib/security/password";

const MARKER = "bench-data";
/** The name of the generated class (scripts/bench/lib/scale.mjs finds it by this name). */
const BENCH_CLASS_NAME = "Bench class";
/** Of each class learner: results per assigned unit they took, the share of units taken, cards reviewed, answers per card. */
const CLASS_RESULTS_PER_UNIT = 3;
const CLASS_UNITS_TAKEN = 0.8;
const CLASS_CARDS = 20;
const CLASS_ANSWERS_PER_CARD = 3;
/** Rows per INSERT: 7 columns × 1,000 stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const BENCH_USER_PASSWORD = "bench-password";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

// A small deterministic generator, so two runs make the same data.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function groupByUnit<T extends { unitId: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.unitId);
    if (list) list.push(row);
    else grouped.set(row.unitId, [row]);
  }
  return grouped;
}

async function main(): Promise<void> {
  const userCount = option("users", 1000);
  const resultsPerUser = option("results", 100);
  const unitCount = option("units", 200);
  const wordsPerUnit = option("words-per-unit", 10);
  const phrasesPerUnit = option("phrases-per-unit", 5);
  const classLearners = option("class-learners", 0);
  const classUnits = option("class-units", 0);
  const started = performance.now();
  const db = await getDb();
  const done = await db.select().from(appMeta).where(eq(appMeta.key, MARKER));
  if (done.length > 0) throw new Error("This database already holds the generated data");

  const unitRows = await db
    .insert(units)
    .values(
      Array.from({ length: unitCount }, (_, index) => ({
        name: `Generated unit ${index + 1}`,
        url: `generated-unit-${index + 1}`,
      })),
    )
    .returning({ id: units.id });

  const wordValues = unitRows.flatMap((_, unitIndex) =>
    Array.from({ length: wordsPerUnit }, (_, index) => {
      const n = unitIndex * wordsPerUnit + index + 1;
      return { url: `generated-word-${n}`, en: `word${n}`, ru: `слово${n}`, transcription: `/wɜːd${n}/` };
    }),
  );
  const wordIds: number[] = [];
  await inChunks(wordValues, async (chunk) => {
    const rows = await db.insert(words).values(chunk).returning({ id: words.id });
    wordIds.push(...rows.map((row) => row.id));
  });
  const phraseValues = unitRows.flatMap((_, unitIndex) =>
    Array.from({ length: phrasesPerUnit }, (_, index) => {
      const n = unitIndex * phrasesPerUnit + index + 1;
      return {
        url: `generated-phrase-${n}`,
        enQuestion: `This is phrase number ${n}`,
        ru: `Это фраза номер ${n}.`,
        answers: [`This is phrase number ${n}.`],
      };
    }),
  );
  const phraseIds: number[] = [];
  await inChunks(phraseValues, async (chunk) => {
    const rows = await db.insert(phrases).values(chunk).returning({ id: phrases.id });
    phraseIds.push(...rows.map((row) => row.id));
  });
  await inChunks(
    wordIds.map((wordId, index) => ({
      unitId: unitRows[Math.floor(index / wordsPerUnit)]!.id,
      wordId,
      position: index % wordsPerUnit,
    })),
    (chunk) => db.insert(unitWords).values(chunk),
  );
  await inChunks(
    phraseIds.map((phraseId, index) => ({
      unitId: unitRows[Math.floor(index / phrasesPerUnit)]!.id,
      phraseId,
      position: index % phrasesPerUnit,
    })),
    (chunk) => db.insert(unitPhrases).values(chunk),
  );

  const passwordHash = await hashPassword(BENCH_USER_PASSWORD);
  const userIds: number[] = [];
  await inChunks(
    Array.from({ length: userCount }, (_, index) => ({
      login: `bench-user-${index + 1}`,
      email: `bench-user-${index + 1}@example.com`,
      passwordHash,
    })),
    async (chunk) => {
      const rows = await db.insert(users).values(chunk).returning({ id: users.id });
      userIds.push(...rows.map((row) => row.id));
    },
  );
  const [userScope] = await db.select({ id: scopes.id }).from(scopes).where(eq(scopes.value, "user"));
  if (!userScope) throw new Error('The database has no "user" scope: was it seeded?');
  await inChunks(
    userIds.map((userId) => ({ userId, scopeId: userScope.id })),
    (chunk) => db.insert(userScopes).values(chunk),
  );

  // Every unit of the database (the demo ones too) with its questions, so the
  // stored answers look like real ones; about a third of the results are phrases tests.
  const allUnits = await db.select({ id: units.id }).from(units);
  const wordQuestions = await db
    .select({ unitId: unitWords.unitId, id: words.id, en: words.en, ru: words.ru })
    .from(unitWords)
    .innerJoin(words, eq(words.id, unitWords.wordId));
  const phraseQuestions = await db
    .select({ unitId: unitPhrases.unitId, id: phrases.id, ru: phrases.ru, answers: phrases.answers })
    .from(unitPhrases)
    .innerJoin(phrases, eq(phrases.id, unitPhrases.phraseId));
  const wordsOf = groupByUnit(wordQuestions);
  const phrasesOf = groupByUnit(phraseQuestions);
  const next = random(42);
  const now = Date.now();
  let inserted = 0;
  let buffer: Array<typeof testResults.$inferInsert> = [];
  const flush = async () => {
    if (buffer.length > 0) await db.insert(testResults).values(buffer);
    inserted += buffer.length;
    buffer = [];
  };
  for (const userId of userIds) {
    for (let index = 0; index < resultsPerUser; index++) {
      const unitId = allUnits[Math.floor(next() * allUnits.length)]!.id;
      const phrasesTest = next() < 1 / 3;
      const answers = phrasesTest
        ? (phrasesOf.get(unitId) ?? []).map((phrase) => {
            const correct = next() < 0.7;
            const answer = correct ? phrase.answers[0]! : "";
            return { id: phrase.id, question: phrase.ru, answerOptions: phrase.answers, answer, correct };
          })
        : (wordsOf.get(unitId) ?? []).map((word) => {
            const correct = next() < 0.7;
            return { questionId: word.id, en: word.en, ru: word.ru, answer: correct ? word.en : "", correct };
          });
      const correctCount = answers.filter((answer) => answer.correct).length;
      buffer.push({
        userId,
        unitId,
        testType: phrasesTest ? "phrases" : "words-writing",
        createdTs: now - Math.floor(next() * 90 * DAY_MS),
        result: answers.length === 0 ? 0 : correctCount / answers.length,
        answers,
      });
      if (buffer.length >= CHUNK) await flush();
    }
  }
  await flush();

  if (classLearners > 0) {
    if (classLearners > userIds.length || classUnits > unitRows.length)
      throw new Error("--class-learners and --class-units cannot exceed --users and --units");
    const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.login, "editor"));
    if (!teacher) throw new Error('The database has no "editor" user: was it seeded?');
    const [created] = await db
      .insert(classes)
      .values({
        name: BENCH_CLASS_NAME,
        ownerId: teacher.id,
        joinCode: joinCodeOf(randomBytes(JOIN_CODE_LENGTH)),
      })
      .returning({ id: classes.id });
    const classId = created!.id;
    const learners = userIds.slice(0, classLearners);
    await db.insert(classMembers).values(learners.map((userId) => ({ classId, userId })));
    // Assigned before every generated result, so all of them count; every third for words-writing only.
    const assignedTs = now - 100 * DAY_MS;
    const assigned = unitRows.slice(0, classUnits).map((unit, index) => ({
      classId,
      unitId: unit.id,
      testType: index % 3 === 2 ? "words-writing" : null,
      passMark: 0.8,
      createdTs: assignedTs + index,
    }));
    await db.insert(assignments).values(assigned);
    for (const userId of learners) {
      for (const { unitId } of assigned) {
        if (next() >= CLASS_UNITS_TAKEN) continue;
        const unitWords = wordsOf.get(unitId) ?? [];
        for (let index = 0; index < CLASS_RESULTS_PER_UNIT; index++) {
          const answers = unitWords.map((word) => {
            const correct = next() < 0.75;
            return { questionId: word.id, en: word.en, ru: word.ru, answer: correct ? word.en : "", correct };
          });
          const correctCount = answers.filter((answer) => answer.correct).length;
          buffer.push({
            userId,
            unitId,
            testType: "words-writing",
            createdTs: now - Math.floor(next() * 90 * DAY_MS),
            result: answers.length === 0 ? 0 : correctCount / answers.length,
            answers,
          });
        }
      }
    }
    await flush();
    // Review answers: CLASS_CARDS words of the first assigned unit per learner, a few answers each in the last 60 days.
    const reviewed = assigned.flatMap(({ unitId }) => wordsOf.get(unitId) ?? []).slice(0, CLASS_CARDS);
    const cards = await db
      .insert(reviewCards)
      .values(
        learners.flatMap((userId) =>
          reviewed.map((word) => ({
            userId,
            wordId: word.id,
            due: new Date(now + 5 * DAY_MS),
            stability: 10,
            difficulty: 5,
            elapsedDays: 3,
            scheduledDays: 5,
            learningSteps: 0,
            reps: CLASS_ANSWERS_PER_CARD,
            lapses: 0,
            state: 2,
            lastReview: new Date(now - DAY_MS),
          })),
        ),
      )
      .returning({ id: reviewCards.id, userId: reviewCards.userId, wordId: reviewCards.wordId });
    await inChunks(
      cards.flatMap((card) =>
        Array.from({ length: CLASS_ANSWERS_PER_CARD }, (_, index) => {
          const correct = next() < 0.8;
          return {
            cardId: card.id,
            userId: card.userId,
            wordId: card.wordId,
            source: "review",
            rating: correct ? 3 : 1,
            state: index === 0 ? 1 : 2,
            due: new Date(now - (index + 1) * DAY_MS),
            stability: 5,
            difficulty: 5,
            elapsedDays: 3,
            lastElapsedDays: 2,
            scheduledDays: 3,
            learningSteps: 0,
            review: new Date(now - Math.floor(next() * 60 * DAY_MS)),
            answer: correct ? "right" : "",
            correct,
          };
        }),
      ),
      (chunk) => db.insert(reviewLogs).values(chunk),
    );
  }

  await db.insert(appMeta).values({ key: MARKER, value: new Date().toISOString() });
  // As a running PostgreSQL's autovacuum would; PGlite has none.
  await db.execute(sql`ANALYZE`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `[generate-data] ${unitCount} units, ${wordIds.length} words, ${phraseIds.length} phrases, ` +
      `${userIds.length} users, ${inserted} results, a class of ${classLearners} × ${classUnits} in ${seconds} s`,
  );
}

main()
  .then(() => closeDb())
  .catch(async (error: unknown) => {
    console.error(error);
    await closeDb();
    process.exitCode = 1;
  });
