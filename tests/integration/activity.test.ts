import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { testResults } from "@/db/schema";
import { DEFAULT_TIME_ZONE, resolveTimeZone } from "@/lib/domain/time-zone";
import { activityByDay, learnerActivity } from "@/lib/services/learning/activity";
import { logInAs, registerLearner } from "../support/principals";
import { answerReviews, createUnit, createWord, submitResult } from "../support/services";

let unitId: number;
let wordId: number;

beforeAll(async () => {
  const word = await createWord({ url: "act-apple", en: "apple", ru: "яблоко", transcription: "/ˈæpl/" });
  wordId = word.id;
  unitId = (await createUnit({ name: "Activity", url: "activity", words: [word.id], phrases: [] })).id;
});

/** Stores a result taken at `createdTs` with `answers` answers, as if the learner had taken it then. */
async function resultAt(userId: number, createdTs: number, answers = 1): Promise<void> {
  const db = await getDb();
  await db.insert(testResults).values({
    userId,
    unitId,
    testType: "words-writing",
    createdTs,
    result: 1,
    answers: Array.from({ length: answers }, (_, index) => ({ questionId: index, answer: "apple" })),
  });
}

/** A new learner's id, with results stored at these times (one answer each unless given). */
async function learnerWithResults(...results: Array<[createdTs: number, answers?: number]>): Promise<number> {
  const { principal } = await registerLearner("act");
  for (const [createdTs, answers] of results) await resultAt(principal.userId, createdTs, answers);
  return principal.userId;
}

/** The learner's days of activity as each of these zones counts them. */
async function daysIn(userId: number, ...timeZones: string[]) {
  const days = await Promise.all(
    timeZones.map((timeZone) => activityByDay({ userId, timeZone: resolveTimeZone(timeZone) })),
  );
  return Object.fromEntries(timeZones.map((timeZone, index) => [timeZone, days[index]]));
}

describe("activityByDay", () => {
  it("counts each review answer, and a test's answers once though the test also moved their cards", async () => {
    const { principal } = await registerLearner("act");
    const today = new Date().toISOString().slice(0, 10);
    await submitResult({
      principal,
      testType: "words-writing",
      input: { unitId, createdTs: Date.now(), answers: [{ questionId: wordId, answer: "apple" }] },
    });
    await answerReviews({ principal, input: { answers: [{ wordId, answer: "aple", elapsedMs: 4000 }] } });
    await answerReviews({ principal, input: { answers: [{ wordId, answer: "apple", elapsedMs: 2000 }] } });

    expect(
      await activityByDay({ userId: principal.userId, timeZone: DEFAULT_TIME_ZONE, from: today, to: today }),
    ).toEqual([{ day: today, answers: 3, tests: 1 }]);
  });

  it("buckets results into the days of the given time zone", async () => {
    // 23:30 on 1 March and 00:30 on 2 March in New York (UTC−5): one UTC day, two local days.
    const userId = await learnerWithResults(
      [Date.UTC(2026, 2, 2, 4, 30), 12],
      [Date.UTC(2026, 2, 2, 5, 30), 5],
    );

    expect(await daysIn(userId, "America/New_York", "UTC")).toEqual({
      "America/New_York": [
        { day: "2026-03-01", answers: 12, tests: 1 },
        { day: "2026-03-02", answers: 5, tests: 1 },
      ],
      UTC: [{ day: "2026-03-02", answers: 17, tests: 2 }],
    });
  });

  it("keeps one local day together though it spans two UTC days", async () => {
    // 08:30 and 20:00 on 2 March in Tokyo (UTC+9).
    const userId = await learnerWithResults(
      [Date.UTC(2026, 2, 1, 23, 30), 3],
      [Date.UTC(2026, 2, 2, 11, 0), 4],
    );

    expect(await daysIn(userId, "Asia/Tokyo", "UTC")).toEqual({
      "Asia/Tokyo": [{ day: "2026-03-02", answers: 7, tests: 2 }],
      UTC: [
        { day: "2026-03-01", answers: 3, tests: 1 },
        { day: "2026-03-02", answers: 4, tests: 1 },
      ],
    });
  });

  it("follows daylight saving time: the 23-hour day stays whole", async () => {
    // Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026.
    const userId = await learnerWithResults(
      [Date.UTC(2026, 2, 28, 23, 5)], // 00:05 on the 29th
      [Date.UTC(2026, 2, 29, 21, 55)], // 23:55 on the 29th
      [Date.UTC(2026, 2, 29, 22, 5)], // 00:05 on the 30th
    );

    expect(await activityByDay({ userId, timeZone: resolveTimeZone("Europe/Berlin") })).toEqual([
      { day: "2026-03-29", answers: 2, tests: 2 },
      { day: "2026-03-30", answers: 1, tests: 1 },
    ]);
  });

  it("takes from and to as local days, both included", async () => {
    const zone = resolveTimeZone("Europe/Moscow"); // UTC+3
    const userId = await learnerWithResults(
      [Date.UTC(2026, 2, 9, 20, 59)], // 23:59 on 9 March: before
      [Date.UTC(2026, 2, 9, 21, 0)], // 00:00 on 10 March: in
      [Date.UTC(2026, 2, 11, 20, 59)], // 23:59 on 11 March: in
      [Date.UTC(2026, 2, 11, 21, 0)], // 00:00 on 12 March: after
    );

    expect(await activityByDay({ userId, timeZone: zone, from: "2026-03-10", to: "2026-03-11" })).toEqual([
      { day: "2026-03-10", answers: 1, tests: 1 },
      { day: "2026-03-11", answers: 1, tests: 1 },
    ]);
    expect(await activityByDay({ userId, timeZone: zone, from: "2026-03-12" })).toEqual([
      { day: "2026-03-12", answers: 1, tests: 1 },
    ]);
  });

  it("reads the given user's results only", async () => {
    const { principal: mine } = await registerLearner("act");
    const { principal: theirs } = await registerLearner("act");
    await resultAt(mine.userId, Date.UTC(2026, 2, 3, 12, 0), 2);
    await resultAt(theirs.userId, Date.UTC(2026, 2, 3, 12, 0), 7);
    await resultAt(theirs.userId, Date.UTC(2026, 2, 4, 12, 0), 7);

    expect(await activityByDay({ userId: mine.userId, timeZone: DEFAULT_TIME_ZONE })).toEqual([
      { day: "2026-03-03", answers: 2, tests: 1 },
    ]);
  });

  it("reads an unknown zone as UTC, and the database knows every zone Intl does", async () => {
    const { principal } = await registerLearner("act");
    await resultAt(principal.userId, Date.UTC(2026, 2, 3, 23, 30));
    expect(
      await activityByDay({ userId: principal.userId, timeZone: resolveTimeZone("Mars/Olympus_Mons") }),
    ).toEqual([{ day: "2026-03-03", answers: 1, tests: 1 }]);

    // A browser's zone that passed resolveTimeZone must never make the query fail.
    const zones = Intl.supportedValuesOf("timeZone");
    const db = await getDb();
    const list = sql.join(
      zones.map((zone) => sql`${zone}`),
      sql`, `,
    );
    const [row] = await db
      .select({ known: sql<number>`count(now() AT TIME ZONE z.name)::int` })
      .from(sql`unnest(ARRAY[${list}]::text[]) AS z(name)`);
    expect(row?.known).toBe(zones.length);
  });
});

describe("learnerActivity", () => {
  const DAY = 86_400_000;
  // 10:00 in Moscow on Thursday 5 March 2026.
  const NOW = Date.UTC(2026, 2, 5, 7, 0);

  it("gives the signed-in user's streaks and the days of the calendar", async () => {
    const { principal } = await registerLearner("act");
    const noonMoscow = (daysAgo: number) => NOW + 2 * 3_600_000 - daysAgo * DAY;
    // A five-day run long ago, a gap, then yesterday and the day before (nothing yet today).
    for (const daysAgo of [200, 199, 198, 197, 196, 2, 1])
      await resultAt(principal.userId, noonMoscow(daysAgo));

    const activity = await learnerActivity({
      principal,
      timeZone: resolveTimeZone("Europe/Moscow"),
      now: NOW,
    });
    expect(activity).toEqual({
      timeZone: "Europe/Moscow",
      today: "2026-03-05",
      from: "2025-10-20",
      days: [
        { day: "2026-03-03", answers: 1, tests: 1 },
        { day: "2026-03-04", answers: 1, tests: 1 },
      ],
      currentStreak: 2,
      longestStreak: 5,
    });
  });

  it("shows an administrator their own activity", async () => {
    const admin = await logInAs("admin");
    const { principal: learner } = await registerLearner("act");
    await resultAt(learner.userId, NOW - DAY);
    const activity = await learnerActivity({ principal: admin, timeZone: DEFAULT_TIME_ZONE, now: NOW });
    expect(activity.days.filter((entry) => entry.day === "2026-03-04")).toEqual([]);
    expect(activity.currentStreak).toBe(0);
  });
});
