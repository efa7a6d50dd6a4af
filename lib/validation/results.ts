import { z } from "zod";
import { entityId, MAX_ENTITY_ID } from "./common";

export const resultSubmissionInput = z.object({
  unitId: entityId,
  createdTs: z
    .number({ error: "createdTs must be a time in milliseconds" })
    .int("createdTs must be a whole number of milliseconds")
    .nonnegative("createdTs must be a time in milliseconds"),
  answers: z
    .array(
      z.object({
        questionId: entityId,
        answer: z
          .string({ error: "Each answer must be text" })
          .max(500, "An answer must be at most 500 characters"),
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
