"use client";

import { Card } from "@/components/ui/card";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { ColumnHeaders } from "@/components/ui/column-headers";
import { dueInWords } from "@/lib/domain/review-time";
import { useGradeLabel } from "./grade-labels";
import type { ReviewOutcome } from "./use-graded-answers";

/** The end of a review session: how it went, card by card, and what next. */
export function ReviewSummary({
  graded,
  now,
  moreDue,
  onReviewMore,
}: {
  graded: ReviewOutcome[];
  /** When the session ended. */
  now: number;
  moreDue: number;
  onReviewMore: () => void;
}) {
  const t = useTranslations("review.summary");
  const gradeLabel = useGradeLabel();
  const locale = useLocale();
  const recalled = graded.filter((answer) => answer.correct || answer.overridden).length;
  return (
    <Card aria-labelledby="review-finished" className="flex flex-col gap-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="review-finished" className="text-xl font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p className="text-slate-700">{t("recalled", { recalled, count: graded.length })}</p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-500">
            <ColumnHeaders
              columns={[
                { label: t("russian"), className: "py-2 pr-3 font-medium" },
                { label: t("yourAnswer"), className: "py-2 pr-3 font-medium" },
                { label: t("grade"), className: "py-2 pr-3 font-medium" },
                { label: t("back"), className: "py-2 font-medium" },
              ]}
            />
          </thead>
          <tbody>
            {graded.map((answer) => (
              <tr key={answer.wordId} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3" lang="ru">
                  {answer.ru}
                </td>
                <td className="py-2 pr-3">
                  <span
                    aria-hidden
                    className={answer.correct || answer.overridden ? "text-success" : "text-error"}
                  >
                    {answer.correct || answer.overridden ? "✓" : "✗"}
                  </span>
                  <span className="sr-only">
                    {answer.correct || answer.overridden ? t("rightMark") : t("wrongMark")}
                  </span>{" "}
                  <span lang="en">{answer.answer}</span>
                  {answer.correct ? null : (
                    <span className="block text-slate-600">
                      {t.rich(answer.overridden ? "countedAsRight" : "correctAnswer", {
                        word: answer.en,
                        en: (chunks) => <span lang="en">{chunks}</span>,
                      })}
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3">{gradeLabel(answer.rating)}</td>
                <td className="py-2">
                  {answer.due === null ? t("notSent") : dueInWords(Date.parse(answer.due), now, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        {moreDue > 0 ? (
          <Button onClick={onReviewMore} autoFocus>
            {t("reviewMore", { count: moreDue })}
          </Button>
        ) : null}
        <ButtonLink href="/statistics" variant={moreDue > 0 ? "secondary" : "primary"}>
          {t("statistics")}
        </ButtonLink>
        <ButtonLink href="/units" variant="secondary">
          {t("units")}
        </ButtonLink>
      </div>
    </Card>
  );
}
