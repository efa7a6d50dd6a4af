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
