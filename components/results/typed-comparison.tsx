import { answerVariants, closestAnswer } from "@/lib/domain/answers";
import { AnswerDiff, DiffLegend } from "./answer-diff";

/**
 * What the learner typed, set against the nearest accepted spelling of
 * `accepted` (a word's English, variants separated by "/"), with the legend of
 * the marks: how a test and a review show an answer that was not exactly right.
 */
export function TypedComparison({ answer, accepted }: { answer: string; accepted: string }) {
  if (answer.trim() === "") return null;
  const expected = closestAnswer(answer, answerVariants(accepted));
  return (
    <>
      <p className="text-base text-slate-900">
        <span className="text-sm text-slate-700" aria-hidden="true">
          You typed:{" "}
        </span>
        {expected ? <AnswerDiff typed={answer} expected={expected} /> : answer}
      </p>
      <DiffLegend />
    </>
  );
}
