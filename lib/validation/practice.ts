import { z } from "zod";

const DAILY_GOAL_RANGE = "Daily goal must be a whole number from 1 to 1000";
const NEW_WORDS_RANGE = "New words a day must be a whole number from 0 to 100";

/** A whole number in a range, or the digits a form sends for one. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** Either setting may be left out: it keeps its value. */
export const practiceSettingsInput = z.object({
  dailyGoal: wholeNumber(1, 1000, DAILY_GOAL_RANGE).optional(),
  newWordsPerDay: wholeNumber(0, 100, NEW_WORDS_RANGE).optional(),
});
export type PracticeSettingsInput = z.infer<typeof practiceSettingsInput>;

export const practiceSettingsOutput = z.object({
  /** Answers a day the learner aims at; Home's Today panel measures the day against it. */
  dailyGoal: z.number().int(),
  /** New words learn mode introduces a day. */
  newWordsPerDay: z.number().int(),
});
export type PracticeSettings = z.infer<typeof practiceSettingsOutput>;
