import { z } from "zod";

const DAILY_GOAL_RANGE = "Daily goal must be a whole number from 1 to 1000";

/** A number, or the digits a form sends for one. */
const wholeNumber = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message),
  );

export const practiceSettingsInput = z.object({
  dailyGoal: wholeNumber(DAILY_GOAL_RANGE).pipe(
    z.number().min(1, DAILY_GOAL_RANGE).max(1000, DAILY_GOAL_RANGE),
  ),
});
export type PracticeSettingsInput = z.infer<typeof practiceSettingsInput>;

export const practiceSettingsOutput = z.object({
  /** Answers a day the learner aims at; Home's Today panel measures the day against it. */
  dailyGoal: z.number().int(),
});
export type PracticeSettings = z.infer<typeof practiceSettingsOutput>;
