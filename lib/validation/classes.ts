import { z } from "zod";
import { TEST_TYPES } from "@/lib/domain/test-types";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "@/lib/domain/join-code";
import { entityId, requiredText } from "./common";

/** The body of a call that takes no fields (leave a class, a new join code): absent, or `{}`. */
export const noFields = z.object({});

export const classInput = z.object({ name: requiredText("Name", 100) });
export type ClassInput = z.infer<typeof classInput>;

const JOIN_CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/**
 * A join code as a learner types it: spaces and hyphens (the code is shown in
 * two halves) are dropped and letters read as capitals, so "abcd-efgh" works.
 */
export const joinInput = z.object({
  code: z
    .string({ error: "Code is required" })
    .max(40, `Code must be the ${JOIN_CODE_LENGTH} letters and digits the teacher gave`)
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(
      z.string().regex(JOIN_CODE, `Code must be the ${JOIN_CODE_LENGTH} letters and digits the teacher gave`),
    ),
});
export type JoinInput = z.infer<typeof joinInput>;

const TEST_TYPE_SLUGS = TEST_TYPES.map(({ slug }) => slug);

/** A calendar day, checked to exist (2026-02-30 does not). */
const calendarDay = z
  .string({ error: "Due date must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Due date must be a date (YYYY-MM-DD)")
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, "Due date must be a date (YYYY-MM-DD)");

export const assignmentInput = z.object({
  unitId: entityId,
  testType: z
    .enum(TEST_TYPE_SLUGS as [string, ...string[]], {
      error: `Test type must be one of: ${TEST_TYPE_SLUGS.join(", ")}`,
    })
    .nullable()
    .default(null)
    .describe("The test type whose result counts; null or absent: a result of any type"),
  dueDate: calendarDay.nullable().default(null),
  passMark: z
    .number({ error: "Pass mark must be a number from 0 to 1" })
    .min(0, "Pass mark must be a number from 0 to 1")
    .max(1, "Pass mark must be a number from 0 to 1")
    .default(0.8)
    .describe("The share of right answers a result needs for the assignment to be done (default 0.8)"),
});
export type AssignmentInput = z.infer<typeof assignmentInput>;
