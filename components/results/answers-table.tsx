import { useTranslations } from "next-intl";
import { TONE_TEXT } from "@/components/ui/badge";
import { SpeakButton } from "@/components/speech/speak-button";
import { answerVariants, closestAnswer } from "@/lib/domain/answers";
import { chartPercent } from "@/lib/domain/percent";
import { scoreColor } from "@/lib/domain/score-color";
import type { AnswerColumns, ColumnHeading } from "@/lib/domain/test-types/module";
import type { ResultAnswer } from "@/lib/types/results";
import { DiffLegend } from "./answer-diff";
import { TypedAnswer } from "./typed-answer";

/** The catalogue's key of each column heading a type names. */
const HEADINGS = {
  russian: "russian",
  correctAnswer: "correctAnswer",
  question: "question",
  acceptedAnswers: "acceptedAnswers",
  english: "english",
} as const satisfies Record<ColumnHeading, string>;

function Mark({ correct }: { correct: boolean }) {
  const t = useTranslations("test.table");
  return (
    <span
      className={correct ? "text-success" : "text-error"}
      aria-label={correct ? t("correct") : t("wrong")}
    >
      {correct ? "✓" : "✗"}
    </span>
  );
}

function row(columns: AnswerColumns, answer: ResultAnswer) {
  const fields = answer as Record<string, unknown>;
  const held = fields[columns.accepted.field] as string | string[];
  const accepted = typeof held === "string" ? answerVariants(held) : held;
  return {
    prompt: String(fields[columns.prompt.field]),
    accepted,
    expected: closestAnswer(answer.answer, accepted),
    // A list holds a phrase's answers, set against word by word.
    by: typeof held === "string" ? ("letter" as const) : ("word" as const),
  };
}

/**
 * The answers of one test result with its score, coloured by the spec's
 * thresholds. A typed answer is set against the accepted one letter by
 * letter (a phrase word by word); a picked one is shown as picked. The English column can be heard.
 */
export function AnswersTable({ columns, answers }: { columns: AnswerColumns; answers: ResultAnswer[] }) {
  const t = useTranslations("test.table");
  const correct = answers.filter((answer) => answer.correct).length;
  const percent = chartPercent(correct, answers.length);
  const { picked = false } = columns;
  const promptLang = columns.prompt.lang ?? "ru";
  const acceptedLang = columns.accepted.lang ?? "en";
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {t.rich("score", {
          percent,
          correct,
          total: answers.length,
          score: (chunks) => (
            <strong className={TONE_TEXT[scoreColor(percent)]} data-testid="score">
              {chunks}
            </strong>
          ),
        })}
      </p>
      {!picked &&
      answers.some((answer) => answer.answer.trim() !== "" && (!answer.correct || answer.typo)) ? (
        <DiffLegend />
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-500">
            <tr>
              <th className="py-2 pr-3 font-medium">{t(HEADINGS[columns.prompt.heading])}</th>
              <th className="py-2 pr-3 font-medium">{t("yourAnswer")}</th>
              <th className="py-2 pr-3 font-medium">{t(HEADINGS[columns.accepted.heading])}</th>
              <th className="py-2 font-medium">
                <span className="sr-only">{t("result")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {answers.map((answer, index) => {
              const { prompt, accepted, expected, by } = row(columns, answer);
              return (
                <tr key={index} className="border-b border-slate-100 align-top">
                  <td lang={promptLang} className={promptLang === "en" ? "py-1 pr-2" : "py-2 pr-3"}>
                    {promptLang === "en" ? (
                      <span className="flex flex-wrap items-center gap-x-1">
                        <span className="py-1">{prompt}</span>
                        <SpeakButton text={prompt} compact className="-my-0.5" />
                      </span>
                    ) : (
                      prompt
                    )}
                  </td>
                  <td lang={picked ? acceptedLang : undefined} className="py-2 pr-3">
                    <TypedAnswer
                      answer={answer.answer}
                      expected={expected}
                      exact={picked || (answer.correct && !answer.typo)}
                      typoNote={answer.typo}
                      by={by}
                      lang={picked ? undefined : acceptedLang}
                    />
                  </td>
                  <td lang={acceptedLang} className="py-1 pr-2">
                    {/* On a phone the button goes under the answer rather than push the table wider. */}
                    <span className="flex flex-wrap items-center gap-x-1">
                      <span className="py-1">{accepted.join(" / ")}</span>
                      {expected && acceptedLang === "en" ? (
                        <SpeakButton text={expected} compact className="-my-0.5" />
                      ) : null}
                    </span>
                  </td>
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
