// Shapes of what the API answers; they document the contract in openapi.json.
import { z } from "zod";
import { REVIEW_GRADES } from "@/lib/domain/review-grading";
import { testTypeOf, type TestTypeSlug } from "@/lib/domain/test-types";
import { LOCALES } from "@/lib/i18n/locales";

export const errorBody = z.object({ statusCode: z.number().int(), message: z.string(), date: z.string() });
export const validationErrorBody = errorBody.extend({
  valid: z.literal(false),
  data: z.record(z.string(), z.string()),
});
export const authValidationErrorBody = errorBody.extend({
  isValid: z.literal(false),
  data: z.record(z.string(), z.string()),
});

export const scopeOutput = z.object({
  id: z.number(),
  name: z.string(),
  value: z.string(),
  description: z.string(),
});
export const wordOutput = z.object({
  id: z.number(),
  url: z.string(),
  en: z.string(),
  ru: z.string(),
  transcription: z.string(),
});
export const transcriptionOutput = z.object({
  en: z.string(),
  transcription: z.string(),
  accent: z.literal("American"),
});
export const phraseOutput = z.object({
  id: z.number(),
  url: z.string(),
  enQuestion: z.string(),
  ru: z.string(),
  answers: z.array(z.string()),
});
export const learnerPhraseOutput = phraseOutput.omit({ answers: true });
export const unitOutput = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  words: z.array(z.number()),
  phrases: z.array(z.number()),
});
export const endpointOutput = z.object({
  id: z.number(),
  url: z.string(),
  method: z.string(),
  adminPageUrl: z.string(),
  scopes: z.array(scopeOutput),
});
export const userOutput = z.object({ login: z.string(), email: z.string(), scopes: z.array(scopeOutput) });
export const accountOutput = z.object({ login: z.string(), email: z.string(), locale: z.enum(LOCALES) });
export const signedInOutput = z.object({
  isValid: z.literal(true),
  login: z.string(),
  email: z.string(),
  token: z.string(),
});
export const checkOutput = z.object({ login: z.string(), email: z.string(), scopes: z.array(z.string()) });

export const resultOutput = (testType: TestTypeSlug) =>
  z.object({
    id: z.number(),
    createdTs: z.number(),
    result: z.number().min(0).max(1),
    answers: z.array(testTypeOf(testType).answer),
  });
/** A test scored and not stored (a guest's): the share right and each answer judged. */
export const scoredOutput = (testType: TestTypeSlug) =>
  resultOutput(testType).pick({ result: true, answers: true });
export const unitWithResultsOutput = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  results: z.array(z.object({ id: z.number(), createdTs: z.number(), result: z.number() })),
});

export const savedOutput = <T extends z.ZodType>(data: T) => z.object({ valid: z.literal(true), data });
export const deletedOutput = z.object({ deleted: z.literal(true) });

const reviewGrade = z.enum(REVIEW_GRADES);
export const dueQueueOutput = z.object({
  cards: z.array(
    z.object({
      wordId: z.number(),
      en: z.string(),
      ru: z.string(),
      transcription: z.string(),
      due: z.iso.datetime(),
    }),
  ),
  dueToday: z.number().int(),
  dueThisWeek: z.number().int(),
  nextDue: z.iso.datetime().nullable(),
});
export const reviewAnswersOutput = z.object({
  answers: z.array(
    z.object({
      wordId: z.number(),
      en: z.string(),
      ru: z.string(),
      transcription: z.string(),
      answer: z.string(),
      correct: z.boolean(),
      typo: z.boolean(),
      rating: reviewGrade,
      overridden: z.boolean(),
      due: z.iso.datetime(),
      key: z
        .string()
        .optional()
        .describe("The answer's key, as sent: stored once, answered alike when sent again"),
    }),
  ),
});
export const learnSessionOutput = z.object({
  unit: z.object({ id: z.number(), name: z.string(), url: z.string() }),
  words: z.array(wordOutput),
  newInUnit: z.number().int(),
  newWordsPerDay: z.number().int(),
  learnedToday: z.number().int(),
});

export const testDraftOutput = z.object({
  unitId: z.number().int(),
  questionIds: z.array(z.number().int()),
  answers: z.array(z.string().nullable()),
  position: z.number().int(),
  updatedTs: z.number().int(),
});

// Classes: the teacher's view of a class carries its join code; a member's never does.
const unitRef = z.object({ id: z.number(), name: z.string(), url: z.string() });
export const assignmentOutput = z.object({
  id: z.number(),
  classId: z.number(),
  unit: unitRef,
  testType: z.string().nullable().describe("The test type whose result counts; null: any type"),
  dueDate: z.iso.date().nullable(),
  passMark: z.number().min(0).max(1),
  createdTs: z.number().describe("When it was assigned (ms): results from then on count"),
});
export const taughtClassOutput = z.object({
  id: z.number(),
  name: z.string(),
  teacher: z.string().describe("The owner's login"),
  joinCode: z.string(),
  createdAt: z.iso.datetime(),
  memberCount: z.number().int(),
  assignmentCount: z.number().int(),
});
export const joinedClassOutput = z.object({
  id: z.number(),
  name: z.string(),
  teacher: z.string(),
  joinedAt: z.iso.datetime(),
});
export const myClassesOutput = z.object({
  teaching: z.array(taughtClassOutput),
  member: z.array(joinedClassOutput),
});
export const classDetailOutput = taughtClassOutput.extend({
  members: z.array(z.object({ login: z.string(), joinedAt: z.iso.datetime() })),
  assignments: z.array(assignmentOutput),
});
export const myAssignmentOutput = assignmentOutput.extend({
  className: z.string(),
  done: z.boolean().describe("A result since it was assigned reached the pass mark"),
  bestResult: z.number().nullable().describe("The best result since it was assigned; null: none yet"),
});
export const progressCellOutput = z.object({
  assignmentId: z.number(),
  testsTaken: z.number().int(),
  lastResult: z.number().nullable(),
  averageResult: z.number().nullable(),
  bestResult: z.number().nullable(),
  lastTs: z.number().nullable(),
  done: z.boolean(),
});
export const classProgressOutput = z.object({
  class: z.object({ id: z.number(), name: z.string() }),
  assignments: z.array(assignmentOutput),
  learners: z.array(
    z.object({
      login: z.string(),
      joinedAt: z.iso.datetime(),
      lastActiveTs: z.number().nullable().describe("The learner's latest test result or review answer (ms)"),
      retention: z
        .number()
        .nullable()
        .describe(
          "Share of the learner's last 30 days' answers to cards in review that were not 'again' " +
            "(the statistics page's retention); null: no such answers",
        ),
      cells: z.array(progressCellOutput).describe("One per assignment, in the order of `assignments`"),
    }),
  ),
});
