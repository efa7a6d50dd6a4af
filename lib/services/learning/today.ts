import "server-only";
import { and, asc, eq, exists, notExists, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { testResults, units, unitWords } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import type { TimeZone } from "@/lib/domain/time-zone";
import type { Today } from "@/lib/types/activity";
import type { UnitSummary } from "@/lib/types/content";
import { learnerActivity } from "./activity";
import { countDueCards } from "./due-cards";
import { getPracticeSettings } from "./practice-settings";
import { latestUnfinishedTest } from "./test-drafts";

/**
 * The first unit, in the catalogue's order, that has words to practise and,
 * for a learner, none of that learner's results yet.
 */
export async function firstUnitToLearn(userId?: number): Promise<UnitSummary | null> {
  const db = await getDb();
  const hasWords = exists(
    db
      .select({ one: sql`1` })
      .from(unitWords)
      .where(eq(unitWords.unitId, units.id)),
  );
  const untaken =
    userId === undefined
      ? undefined
      : notExists(
          db
            .select({ one: sql`1` })
            .from(testResults)
            .where(and(eq(testResults.userId, userId), eq(testResults.unitId, units.id))),
        );
  const [unit] = await db
    .select({ id: units.id, name: units.name, url: units.url })
    .from(units)
    .where(and(hasWords, untaken))
    .orderBy(asc(units.id))
    .limit(1);
  return unit ?? null;
}

/** Home's Today panel: what is due, how far the day has come, and where to go on. */
export async function getToday({
  principal,
  timeZone,
  dueNow,
  now = Date.now(),
}: {
  principal: Principal;
  timeZone: TimeZone;
  /** The due count the page already has (the top bar's), so both show one figure. */
  dueNow?: number;
  now?: number;
}): Promise<Today> {
  const [due, activity, { dailyGoal }, nextUnit, unfinishedTest] = await Promise.all([
    dueNow ?? countDueCards({ principal }),
    learnerActivity({ principal, timeZone, now }),
    getPracticeSettings(principal),
    firstUnitToLearn(principal.userId),
    latestUnfinishedTest(principal.userId),
  ]);
  const today = activity.days.find((day) => day.day === activity.today);
  return {
    dueNow: due,
    answersToday: today?.answers ?? 0,
    dailyGoal,
    currentStreak: activity.currentStreak,
    nextUnit,
    unfinishedTest,
  };
}
