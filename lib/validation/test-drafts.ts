import { z } from "zod";
import { answerText, entityId } from "./common";
import { resultsQuery } from "./results";

const MAX_QUESTIONS = 1000;

/** An unfinished test as the runner keeps it: the questions in their order, the answers so far, where it is. */
export const testDraftInput = z
  .object({
    unitId: entityId,
    questionIds: z
      .array(entityId, { error: "questionIds must be a list" })
      .min(1, "A test asks at least one question")
      .max(MAX_QUESTIONS, `A test asks at most ${MAX_QUESTIONS} questions`),
    answers: z
      .array(answerText.nullable(), { error: "Answers must be a list" })
      .max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} answers are allowed`)
      .describe("One per question, in the same order: the answer given, or null"),
    position: z
      .number({ error: "position must be a number" })
      .int("position must be a whole number")
      .min(1, "position is the question on screen, from 1")
      .describe("The question on screen, from 1"),
  })
  .superRefine((draft, context) => {
    if (draft.answers.length !== draft.questionIds.length) {
      context.addIssue({
        code: "custom",
        path: ["answers"],
        message: "Give one answer or null per question",
      });
    }
    if (draft.position > draft.questionIds.length) {
      context.addIssue({ code: "custom", path: ["position"], message: "position is past the last question" });
    }
    if (new Set(draft.questionIds).size !== draft.questionIds.length) {
      context.addIssue({ code: "custom", path: ["questionIds"], message: "A question is asked once" });
    }
  });

export type TestDraftInput = z.infer<typeof testDraftInput>;

/** Which unfinished test a read or a delete names: the caller's own of that unit. */
export const testDraftQuery = resultsQuery.pick({ unit: true });
