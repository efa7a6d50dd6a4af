"use client";

import { useLocale, useTranslations } from "next-intl";
import { TypedComparison } from "@/components/results/typed-comparison";
import { SpeakButton } from "@/components/speech/speak-button";
import { Button } from "@/components/ui/button";
import { answerVariants } from "@/lib/domain/answers";
import { dueInWords } from "@/lib/domain/review-time";
import { useGradeLabel } from "./grade-labels";
import type { ReviewOutcome } from "./use-graded-answers";

/**
 * What the server made of the answer: right or wrong (in words and a sign,
 * not by colour alone), the word with its transcription, the grade and when
 * the card comes back. After a wrong answer the learner may overrule the
 * check once ("I was right").
 */
export function ReviewFeedback({
  graded,
  now,
  onOverride,
  pending,
}: {
  graded: ReviewOutcome;
  /** When the answer was graded. */
  now: number;
  onOverride: () => void;
  pending: boolean;
}) {
  const right = graded.correct || graded.overridden;
  const t = useTranslations("review.feedback");
  const gradeLabel = useGradeLabel();
  const locale = useLocale();
  return (
    <div
      className={`flex flex-col gap-2 rounded-lg border px-3 py-3 ${right ? "border-success/30 bg-success/5" : "border-error/30 bg-error/5"}`}
    >
      <div role="status" className="flex flex-col gap-1">
        <p className="text-slate-900">
          <strong className={right ? "text-success" : "text-error"}>
            {graded.overridden ? t("countedAsRight") : graded.correct ? t("right") : t("notQuite")}
          </strong>
          {graded.typo ? t("withTypo") : null}
          {" — "}
          {right ? "" : `${t("answerIs")} `}
          <strong lang="en">{graded.en}</strong>{" "}
          <span className="text-slate-600" translate="no">
            {graded.transcription}
          </span>
          <SpeakButton text={answerVariants(graded.en)[0] ?? graded.en} className="-my-1.5 align-middle" />
        </p>
        {/* A slip or a wrong answer is shown as the test shows it. */}
        {graded.correct && !graded.typo ? null : (
          <TypedComparison answer={graded.answer} accepted={graded.en} />
        )}
        <p className="text-sm text-slate-600">
          {graded.due === null
            ? t("keptOnDevice", { grade: gradeLabel(graded.rating) })
            : t("graded", {
                grade: gradeLabel(graded.rating),
                due: dueInWords(Date.parse(graded.due), now, locale),
              })}
        </p>
      </div>
      {/* An answer kept on the device is not stored yet: there is nothing to overrule. */}
      {!graded.correct && !graded.overridden && graded.due !== null ? (
        <div>
          <Button variant="secondary" onClick={onOverride} disabled={pending}>
            {t("wasRight")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
