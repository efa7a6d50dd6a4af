import { z } from "zod";
import { answerText, entityId, MAX_ENTITY_ID, milliseconds } from "./common";

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
