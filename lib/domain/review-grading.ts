import type { AnswerCheck } from "./answers";

/** The four FSRS grades, weakest first. */
export const REVIEW_GRADES = ["again", "hard", "good", "easy"] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

/** A right answer typed faster than this was recalled effortlessly. */
export const EASY_WITHIN_MS = 3000;

/**
 * The FSRS grade of an answer: wrong → again, accepted with a typo → hard,
 * right → good, right within 3 s → easy. A test measures no time per
 * answer (`elapsedMs` null), so a right answer there is good.
 */
export function gradeAnswer(check: AnswerCheck, elapsedMs: number | null): ReviewGrade {
  if (!check.correct) return "again";
  if (check.typo) return "hard";
  if (elapsedMs !== null && elapsedMs < EASY_WITHIN_MS) return "easy";
  return "good";
}

/**
 * "I was right": the learner overrules the check of a wrong answer, which is
 * graded good instead. Only a wrong answer (again) can be overruled; null
 * otherwise.
 */
export function overriddenGrade(grade: ReviewGrade): ReviewGrade | null {
  return grade === "again" ? "good" : null;
}

/**
 * A grade held down to `strongest`: an exercise that proves less than
 * recalling the word (picking it among four) moves a card as a weaker review.
 * Without a cap, the grade itself.
 */
export function cappedGrade(grade: ReviewGrade, strongest?: ReviewGrade): ReviewGrade {
  if (strongest === undefined) return grade;
  return REVIEW_GRADES.indexOf(grade) > REVIEW_GRADES.indexOf(strongest) ? strongest : grade;
}
