import { useTranslations } from "next-intl";
import { answerVariants, closestAnswer } from "@/lib/domain/answers";
import { AnswerDiff, DiffLegend } from "./answer-diff";

/**
 * What the learner typed, set against the nearest accepted answer of
 * `accepted` (a word's English, variants separated by "/", or a phrase's
 * accepted answers), with the legend of the marks: how a test and a review
 * show an answer that was not exactly right.
 */
export function TypedComparison({
  answer,
  accepted,
  label,
}: {
  answer: string;
  accepted: string | readonly string[];
  label?: string;
}) {
  const t = useTranslations("test.feedback");
  if (answer.trim() === "") return null;
  const phrase = typeof accepted !== "string";
  const expected = closestAnswer(answer, phrase ? accepted : answerVariants(accepted));
  return (
    <>
      <p className="text-base text-slate-900">
        <span className="text-sm text-slate-700" aria-hidden="true">
          {label ?? t("youTyped")}{" "}
        </span>
        {expected ? (
          <AnswerDiff typed={answer} expected={expected} by={phrase ? "word" : "letter"} />
        ) : (
          <span lang="en">{answer}</span>
        )}
      </p>
      <DiffLegend />
    </>
  );
}
