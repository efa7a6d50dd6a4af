import { z } from "zod";
import { resolveTimeZone } from "@/lib/domain/time-zone";
import { answerText, clientKey, entityId, milliseconds } from "./common";

/** Longer than any sitting: a larger time is a client's mistake, not a slow answer. */
const MAX_ELAPSED_MS = 86_400_000;
/** Answers in one request: a session is 20 cards; a client that saved a few sessions offline may send them at once. */
const MAX_REVIEW_ANSWERS = 100;

export const reviewAnswersInput = z.object({
  answers: z
    .array(
      z.object({
        wordId: entityId,
        answer: answerText,
        elapsedMs: milliseconds("elapsedMs").max(
          MAX_ELAPSED_MS,
          `elapsedMs must be at most ${MAX_ELAPSED_MS}`,
        ),
        // "I was right": regrades the caller's latest (wrong) review of the word as good.
        override: z.boolean({ error: "override must be true or false" }).optional(),
        // An answer given offline and sent later: stored once by its key, at the time it was given.
        key: clientKey.optional(),
        answeredAt: z.iso
          .datetime({ offset: true, error: "answeredAt must be a date and time (ISO 8601)" })
          .optional(),
      }),
      { error: "Answers must be a list" },
    )
    .min(1, "Send at least one answer")
    .max(MAX_REVIEW_ANSWERS, `At most ${MAX_REVIEW_ANSWERS} answers are allowed`)
    // A queue of offline answers may hold a word twice: each of them then carries its key.
    .refine((answers) => {
      const unkeyed = answers.filter((item) => item.key === undefined).map((item) => item.wordId);
      const keyed = new Set(answers.filter((item) => item.key !== undefined).map((item) => item.wordId));
      return new Set(unkeyed).size === unkeyed.length && unkeyed.every((wordId) => !keyed.has(wordId));
    }, "A word may be answered once per request, unless each of its answers carries a key")
    .refine((answers) => {
      const keys = answers.flatMap((item) => (item.key === undefined ? [] : [item.key]));
      return new Set(keys).size === keys.length;
    }, "Each key may be sent once per request")
    .refine(
      (answers) => answers.every((item) => !(item.override && item.key !== undefined)),
      "An override carries no key",
    ),
});

export type ReviewAnswers = z.infer<typeof reviewAnswersInput>;

/** Where the learner's day begins, for the allowance of new words: an IANA zone (UTC when left out or unknown). */
const timeZoneField = z.string().trim().max(64).optional().transform(resolveTimeZone);

export const learnQuery = z.object({
  unit: z.string().trim().min(1, "unit is required").max(200),
  timeZone: timeZoneField,
});

export const learnAnswersInput = reviewAnswersInput.extend({ timeZone: timeZoneField });

export const reviewDueQuery = z.object({
  login: z.string().trim().min(1).max(32).optional(),
});
