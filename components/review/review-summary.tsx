"use client";

import { Button, ButtonLink } from "@/components/ui/button";
import { dueInWords } from "@/lib/domain/review-time";
import type { GradedReviewAnswerDto } from "@/lib/types/review";
import { GRADE_LABELS } from "./grade-labels";

/** The end of a review session: how it went, card by card, and what next. */
export function ReviewSummary({
  graded,
  now,
  moreDue,
  onReviewMore,
}: {
  graded: GradedReviewAnswerDto[];
  /** When the session ended. */
  now: number;
  moreDue: number;
  onReviewMore: () => void;
}) {
  const recalled = graded.filter((answer) => answer.correct || answer.overridden).length;
  return (
    <section
      aria-labelledby="review-finished"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="review-finished" className="text-xl font-semibold text-slate-900">
          Review finished
        </h2>
        <p className="text-slate-700">
          You recalled {recalled} of {graded.length} {graded.length === 1 ? "word" : "words"}.
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-500">
            <tr>
              <th className="py-2 pr-3 font-medium">Russian</th>
              <th className="py-2 pr-3 font-medium">Your answer</th>
              <th className="py-2 pr-3 font-medium">Grade</th>
              <th className="py-2 font-medium">Back</th>
            </tr>
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
                  <span className="sr-only">{answer.correct || answer.overridden ? "Right:" : "Wrong:"}</span>{" "}
                  {answer.answer}
                  {answer.correct ? null : (
                    <span className="block text-slate-600">
                      {answer.overridden ? "counted as right: " : "answer: "}
                      <span lang="en">{answer.en}</span>
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3">{GRADE_LABELS[answer.rating]}</td>
                <td className="py-2">{dueInWords(Date.parse(answer.due), now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        {moreDue > 0 ? (
          <Button onClick={onReviewMore} autoFocus>
            Review {moreDue} more
          </Button>
        ) : null}
        <ButtonLink href="/statistics" variant={moreDue > 0 ? "secondary" : "primary"}>
          Statistics
        </ButtonLink>
        <ButtonLink href="/units" variant="secondary">
          Units
        </ButtonLink>
      </div>
    </section>
  );
}
