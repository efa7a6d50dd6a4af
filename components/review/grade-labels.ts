import type { ReviewGrade } from "@/lib/domain/review-grading";

/** The FSRS grades as a learner reads them. */
export const GRADE_LABELS: Record<ReviewGrade, string> = {
  again: "Again",
  hard: "Hard",
  good: "Good",
  easy: "Easy",
};
