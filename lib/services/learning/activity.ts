import "server-only";
import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { reviewLogs, testResults } from "@/db/schema";
import { calendarStart } from "@/lib/domain/activity-calendar";
import { addDays, type CalendarDay, localDay } from "@/lib/domain/calendar-day";
import type { Principal } from "@/lib/domain/principal";
import { streaks } from "@/lib/domain/streak";
import type { TimeZone } from "@/lib/domain/time-zone";
import type { DayActivity, LearnerActivity } from "@/lib/types/activity";

/** Local midnight of a calendar day in a time zone, as epoch milliseconds (DST-aware). */
function midnightMs(day: CalendarDay, timeZone: TimeZone): SQL {
  return sql`(extract(epoch from (${day}::date::timestamp AT TIME ZONE ${timeZone})) * 1000)::bigint`;
}

/** Local midnight of a calendar day in a time zone, as a timestamp with time zone. */
function midnight(day: CalendarDay, timeZone: TimeZone): SQL {
  return sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
}

/**
 * `from` and `to` (both included, local days) as bounds on a column, so its
 * index applies: an epoch-ms column, or a timestamp one (`timestamped`).
 */
function withinDays(
  column: AnyPgColumn,
  timeZone: TimeZone,
  from?: CalendarDay,
  to?: CalendarDay,
  timestamped = false,
) {
  const bound = timestamped ? midnight : midnightMs;
  return [
    from === undefined ? undefined : gte(column, bound(from, timeZone)),
    to === undefined ? undefined : lt(column, bound(addDays(to, 1), timeZone)),
  ];
}

/**
 * A user's practice per calendar day of `timeZone`, oldest first, from `from`
 * to `to` (local days, both included; either open). One statement: every
 * source of practice is a row per event (`at` in epoch ms, its answers and
 * tests), bucketed into local days by the database: test results, and the
 * answers given in reviews.
 */
export async function activityByDay({
  userId,
  timeZone,
  from,
  to,
}: {
  userId: number;
  timeZone: TimeZone;
  from?: CalendarDay;
  to?: CalendarDay;
}): Promise<DayActivity[]> {
  const db = await getDb();
  const reviewedAt = sql<number>`(extract(epoch from ${reviewLogs.review}) * 1000)::bigint`;
  const events = db
    .select({
      at: sql<number>`${testResults.createdTs}`.as("at"),
      // Every question of the unit has one stored answer (an unanswered one is empty).
      answers: sql<number>`jsonb_array_length(${testResults.answers})`.as("answers"),
      tests: sql<number>`1`.as("tests"),
    })
    .from(testResults)
    .where(and(eq(testResults.userId, userId), ...withinDays(testResults.createdTs, timeZone, from, to)))
    // A review or learn answer is one answer of its own; the logs a test writes for its words are counted with the test.
    .unionAll(
      db
        .select({
          at: reviewedAt,
          answers: sql<number>`1`,
          tests: sql<number>`0`,
        })
        .from(reviewLogs)
        .where(
          and(
            eq(reviewLogs.userId, userId),
            inArray(reviewLogs.source, ["review", "learn"]),
            ...withinDays(reviewLogs.review, timeZone, from, to, true),
          ),
        ),
    )
    .as("events");
  // Grouped by position: the day expression holds the zone as a parameter, and a
  // second copy of it in GROUP BY would be a different parameter to PostgreSQL.
  return db
    .select({
      day: sql<string>`to_char(to_timestamp(${events.at} / 1000.0) AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`,
      answers: sql<number>`sum(${events.answers})::int`,
      tests: sql<number>`sum(${events.tests})::int`,
    })
    .from(events)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/**
 * The signed-in user's own streaks and the days the activity calendar shows.
 * The longest streak looks at all of the user's history: one pass over their
 * results, through the index that starts with user_id.
 */
export async function learnerActivity({
  principal,
  timeZone,
  now = Date.now(),
}: {
  principal: Principal;
  timeZone: TimeZone;
  now?: number;
}): Promise<LearnerActivity> {
  const today = localDay(now, timeZone);
  const days = await activityByDay({ userId: principal.userId, timeZone, to: today });
  const { current, longest } = streaks(
    days.map((entry) => entry.day),
    today,
  );
  const from = calendarStart(today);
  return {
    timeZone,
    today,
    from,
    days: days.filter((entry) => entry.day >= from),
    currentStreak: current,
    longestStreak: longest,
  };
}
