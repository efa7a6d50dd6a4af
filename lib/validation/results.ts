import { z } from "zod";
import { answerText, clientKey, entityId, MAX_ENTITY_ID, milliseconds } from "./common";

export const resultSubmissionInput = z.object({
  unitId: entityId,
  createdTs: milliseconds("createdTs"),
  answers: z
    .array(
      z.object({
        questionId: entityId,
        answer: answerText,
      }),
      { error: "Answers must be a list" },
    )
    .max(1000, "At most 1000 answers are allowed"),
  questionIds: z
    .array(entityId, { error: "questionIds must be a list" })
    .min(1, "A round asks at least one question")
    .max(1000, "A round asks at most 1000 questions")
    .optional()
    .describe(
      "The questions asked, when the test was a round of the unit's questions: the result is then the " +
        "share right of these, and every answer must be to one of them",
    ),
  key: clientKey
    .optional()
    .describe(
      "The client's key for this submission (a test finished offline and sent later): a submission " +
        "sent again with the same key stores nothing and answers the result stored the first time, " +
        "dated when the test was taken (createdTs, never in the future nor over 30 days back)",
    ),
});

export type ResultSubmission = z.infer<typeof resultSubmissionInput>;

export const resultsQuery = z.object({
  unit: z.coerce
    .number({ error: "unit must be a unit id" })
    .int()
    .positive("unit must be a unit id")
    .max(MAX_ENTITY_ID, "unit must be a unit id"),
  login: z.string().trim().min(1).max(32).optional(),
});
