import "server-only";
import type { ReviewAnswers } from "@/lib/validation/review";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, transaction } from "@/db/client";
import { reviewLogs, words } from "@/db/schema";
import type { Transaction } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { checkAnswer } from "@/lib/domain/answers";
import { readEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { WordDto } from "@/lib/types/content";
import type {
  DueQueueDto,
  GradedReviewAnswerDto,
  ReviewAnswersDto,
  ReviewSessionDto,
  ReviewStatisticsDto,
} from "@/lib/types/review";
import { currentCatalogue } from "../content/catalogue";
import { dueCardsWithWords, dueFigures } from "./due-cards";
import { passedAnswer, retentionAnswers } from "../retention";
import {
  holdLearner,
  overrideReview,
  type RecordedReview,
  recordReviews,
  storedAnswers,
} from "./review-cards";
import { readableUserId } from "../access/users";
import { type Allowance, HOUR_MS, spendAllowance } from "../volume-limits";

/** Cards in one review session. */
const DUE_QUEUE_SIZE = 20;

const reviewOwnerId = (principal: Principal, login: string | undefined) =>
  readableUserId(principal, login, "Only administrators may read another user's review cards");

/** A learner's cards due now (at most 20, the longest overdue first) and the due figures, read at one moment. */
async function readDueQueue(userId: number, now: Date) {
  const [cards, figures] = await Promise.all([
    dueCardsWithWords(userId, now, DUE_QUEUE_SIZE),
    dueFigures(userId, now),
  ]);
  return { cards, figures };
}

/** GET review/due: a learner's cards due now (at most 20, the longest overdue first) with the week's figures. */
export async function getDueQueue({
  principal,
  login,
}: {
  principal: Principal;
  login?: string;
}): Promise<DueQueueDto> {
  const userId = await reviewOwnerId(principal, login);
  const { cards, figures } = await readDueQueue(userId, new Date());
  const { dueToday, dueThisWeek, nextDue } = figures;
  return { cards, dueToday, dueThisWeek, nextDue };
}

/** The review page: the signed-in learner's due cards with the figures the statistics page shows. */
export async function getReviewSession({ principal }: { principal: Principal }): Promise<ReviewSessionDto> {
  return readDueQueue(principal.userId, new Date());
}

async function wordsByIds(ids: number[]): Promise<Map<number, WordDto>> {
  const catalogue = await currentCatalogue();
  if (catalogue) {
    return new Map(
      ids.flatMap((id) => (catalogue.wordById.has(id) ? [[id, catalogue.wordById.get(id)!]] : [])),
    );
  }
  const db = await getDb();
  const rows = await db.select().from(words).where(inArray(words.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Review answers a learner may store per hour, each counting (an "I was
 * right" too: it writes a log). Far above a diligent learner's pace (a
 * 20-card session takes minutes), it bounds how fast one account can grow
 * the review log.
 */
function reviewAnswerAllowance(userId: number, answers: number): Allowance {
  const max = readEnv().REVIEW_ANSWERS_PER_USER_PER_HOUR;
  return {
    bucket: `review-answers:user:${userId}`,
    cost: answers,
    max,
    windowMs: HOUR_MS,
    reason: `Too many review answers: at most ${max} an hour.`,
  };
}

type ReviewAnswer = ReviewAnswers["answers"][number];

/** When an answer was given, for ordering: an offline answer's own time, else now. */
const givenAt = (item: ReviewAnswer, now: Date) => (item.answeredAt ? new Date(item.answeredAt) : now);

/**
 * Grades answers on the server and moves each card, with its log, in one
 * transaction: the whole request is stored or nothing. An item with
 * `override: true` regrades the learner's latest wrong answer to that word as
 * good ("I was right"). An answer with a key the learner's log holds already
 * (sent again after a lost reply) is not stored again: its stored outcome is
 * answered. The others are stored in the order they were given, each at its
 * own time (`answeredAt`, see `recordReviews`). New answers are paid for from
 * the learner's allowance in the same transaction (429 past it, nothing
 * stored); `check` may refuse them in that transaction too, before anything
 * is written.
 */
export async function gradeAnswers({
  principal,
  answers,
  source,
  check,
}: {
  principal: Principal;
  answers: ReviewAnswers["answers"];
  source: "review" | "learn";
  check?: (tx: Transaction) => Promise<void>;
}): Promise<ReviewAnswersDto> {
  const known = await wordsByIds(answers.map((item) => item.wordId));
  const unknown = answers.find((item) => !known.has(item.wordId));
  if (unknown) throw AppError.validation({ answers: `Word ${unknown.wordId} does not exist` });
  const { userId } = principal;
  const now = new Date();
  const keys = answers.flatMap((item) => (item.key === undefined ? [] : [item.key]));
  const { byKey, byWord } = await transaction(async (tx) => {
    await holdLearner(tx, userId);
    const stored = await storedAnswers(tx, userId, keys);
    const fresh = answers.filter((item) => item.key === undefined || !stored.has(item.key));
    if (fresh.length > 0) await spendAllowance(tx, reviewAnswerAllowance(userId, fresh.length));
    await check?.(tx);
    const plain = fresh
      .filter((item) => !item.override)
      .sort((a, b) => givenAt(a, now).getTime() - givenAt(b, now).getTime());
    const graded = await recordReviews(tx, {
      userId,
      source,
      now,
      answers: plain.map((item) => ({
        wordId: item.wordId,
        answer: item.answer,
        check: checkAnswer(item.answer, known.get(item.wordId)!.en),
        elapsedMs: item.elapsedMs,
        at: item.answeredAt ? new Date(item.answeredAt) : undefined,
        key: item.key,
      })),
    });
    // A word deleted after the check above has no card to move: nothing is stored.
    const missing = plain.find((item) => !graded.some((review) => review.wordId === item.wordId));
    if (missing) throw AppError.validation({ answers: `Word ${missing.wordId} does not exist` });
    const overridden: RecordedReview[] = [];
    for (const item of fresh.filter((entry) => entry.override)) {
      overridden.push(await overrideReview(tx, { userId, wordId: item.wordId, now }));
    }
    const recorded = [...graded, ...overridden];
    for (const review of recorded) if (review.key !== undefined) stored.set(review.key, review);
    return { byKey: stored, byWord: new Map(recorded.map((review) => [review.wordId, review])) };
  });
  return {
    answers: answers.map(({ wordId, key }): GradedReviewAnswerDto => {
      const review = key === undefined ? byWord.get(wordId)! : byKey.get(key)!;
      const word = known.get(wordId)!;
      return {
        wordId,
        en: word.en,
        ru: word.ru,
        transcription: word.transcription,
        answer: review.answer,
        correct: review.check.correct,
        typo: review.check.typo,
        rating: review.grade,
        overridden: review.overridden,
        due: review.card.due.toISOString(),
        ...(key === undefined ? {} : { key }),
      };
    }),
  };
}

/** POST review/answers: the learner's answers to their cards. */
export const answerReviews = ({
  principal,
  answers,
}: {
  principal: Principal;
  answers: ReviewAnswers["answers"];
}) => gradeAnswers({ principal, answers, source: "review" });

/**
 * The statistics page's figures. Retention is over the last 30 days' answers
 * (tests and reviews) to cards that were in the Review state, i.e. recalled
 * from memory after at least one interval of days; an answer passes with any
 * grade but again (a typo-accepted answer and an "I was right" override pass).
 */
export async function getReviewStatistics({
  principal,
}: {
  principal: Principal;
}): Promise<ReviewStatisticsDto> {
  const db = await getDb();
  const now = new Date();
  const [figures, [retention]] = await Promise.all([
    dueFigures(principal.userId, now),
    db
      .select({
        reviews: sql<number>`count(*)`.mapWith(Number),
        passed: sql<number>`count(*) FILTER (WHERE ${passedAnswer})`.mapWith(Number),
      })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, principal.userId), retentionAnswers(now))),
  ]);
  return { ...figures, retention: { reviews: retention?.reviews ?? 0, passed: retention?.passed ?? 0 } };
}
