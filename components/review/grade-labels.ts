import { useTranslations } from "next-intl";
import type { ReviewGrade } from "@/lib/domain/review-grading";

/** The FSRS grades as a learner reads them ("Again", «Снова»). */
export function useGradeLabel(): (grade: ReviewGrade) => string {
  const t = useTranslations("review.grades");
  const labels: Record<ReviewGrade, string> = {
    again: t("again"),
    hard: t("hard"),
    good: t("good"),
    easy: t("easy"),
  };
  return (grade) => labels[grade];
}
