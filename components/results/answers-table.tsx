import { TONE_TEXT } from "@/components/ui/badge";
import { chartPercent } from "@/lib/domain/percent";
import { scoreColor } from "@/lib/domain/score-color";
import type { TestTypeSlug } from "@/lib/domain/test-types";
import type { PhrasesAnswer, ResultAnswer, WordsWritingAnswer } from "@/lib/types/results";

function Mark({ correct }: { correct: boolean }) {
  return (
    <span className={correct ? "text-success" : "text-error"} aria-label={correct ? "Correct" : "Wrong"}>
      {correct ? "✓" : "✗"}
    </span>
  );
}

/** The answers of one test result with its score, coloured by the spec's thresholds. */
export function AnswersTable({ testType, answers }: { testType: TestTypeSlug; answers: ResultAnswer[] }) {
  const correct = answers.filter((answer) => answer.correct).length;
  const percent = chartPercent(correct, answers.length);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        Score:{" "}
        <strong className={TONE_TEXT[scoreColor(percent)]} data-testid="score">
          {percent}%
        </strong>{" "}
        ({correct} of {answers.length} correct)
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-500">
            <tr>
              <th className="py-2 pr-3 font-medium">{testType === "phrases" ? "Question" : "Russian"}</th>
              <th className="py-2 pr-3 font-medium">Your answer</th>
              <th className="py-2 pr-3 font-medium">
                {testType === "phrases" ? "Accepted answers" : "Correct answer"}
              </th>
              <th className="py-2 font-medium">
                <span className="sr-only">Result</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {answers.map((answer, index) => {
              const phrase = testType === "phrases" ? (answer as PhrasesAnswer) : null;
              const word = testType === "phrases" ? null : (answer as WordsWritingAnswer);
              return (
                <tr key={index} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3">{phrase ? phrase.question : word!.ru}</td>
                  <td className="py-2 pr-3">{answer.answer || <span className="text-slate-500">—</span>}</td>
                  <td className="py-2 pr-3">{phrase ? phrase.answerOptions.join(" / ") : word!.en}</td>
                  <td className="py-2">
                    <Mark correct={answer.correct} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
