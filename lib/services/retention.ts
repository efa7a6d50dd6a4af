import "server-only";
import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import { reviewLogs } from "@/db/schema";
import { REVIEW_STATE, ratingOf } from "@/lib/domain/review-schedule";
import { HOUR_MS } from "./volume-limits";

/** The window of the retention figure. */
const RETENTION_DAYS = 30;

/**
 * The answers retention counts: the last 30 days' answers (tests and reviews)
 * to cards that were in the Review state, i.e. recalled from memory after at
 * least one interval of days. One definition for the learner's statistics page
 * and a class's progress table.
 */
export function retentionAnswers(now: Date): SQL {
  const since = new Date(now.getTime() - RETENTION_DAYS * 24 * HOUR_MS);
  return and(gte(reviewLogs.review, since), eq(reviewLogs.state, REVIEW_STATE.review))!;
}

/** An answer passes with any grade but again (a typo-accepted answer and an "I was right" override pass). */
export const passedAnswer = sql`${reviewLogs.rating} > ${ratingOf("again")}`;
