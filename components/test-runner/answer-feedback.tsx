import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { TypedComparison } from "@/components/results/typed-comparison";
import { SpeakButton } from "@/components/speech/speak-button";
import { type AnswerCheck, answerVariants, closestAnswer } from "@/lib/domain/answers";

const VERDICTS = {
  correct: { mark: "✓", text: "correct", tone: "border-success/40 bg-success/5", ink: "text-green-800" },
  typo: { mark: "≈", text: "typo", tone: "border-warning/40 bg-warning/5", ink: "text-amber-800" },
  wrong: { mark: "✗", text: "wrong", tone: "border-error/40 bg-error/5", ink: "text-red-800" },
} as const;

/** What every kind of feedback shares: the verdict in words and, when it is not the question on screen, which question it was. */
export function FeedbackFrame({
  prompt,
  promptLang = "ru",
  check,
  current,
  children,
}: {
  prompt: string;
  promptLang?: string;
  check: AnswerCheck;
  /** True when the feedback is about the question on screen, not the one before. */
  current: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("test.feedback");
  const verdict = VERDICTS[check.typo ? "typo" : check.correct ? "correct" : "wrong"];
  return (
    <div className={`flex flex-col gap-1.5 rounded-lg border px-3 py-2 text-sm ${verdict.tone}`}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`font-semibold ${verdict.ink}`}>
          <span aria-hidden="true">{verdict.mark} </span>
          {t(verdict.text)}
        </span>
        {current ? null : (
          <span className="text-slate-600">
            <span className="sr-only">{t("forPrevious")}</span>
            <span lang={promptLang}>{prompt}</span>
          </span>
        )}
      </p>
      {children}
    </div>
  );
}

/**
 * How a typed answer to a question with a public answer (a word's English,
 * a phrase's accepted answers) was judged, shown as soon as it is given: the
 * verdict in words, the answer set against the nearest accepted one, every
 * accepted one and a button to hear it.
 */
export function AnswerFeedback({
  prompt,
  answer,
  accepted,
  check,
  current,
}: {
  prompt: string;
  answer: string;
  accepted: string | readonly string[];
  check: AnswerCheck;
  current: boolean;
}) {
  const t = useTranslations("test.feedback");
  const phrase = typeof accepted !== "string";
  const variants = phrase ? accepted : answerVariants(accepted);
  const expected = closestAnswer(answer, variants);
  const heading =
    variants.length > 1 ? (phrase ? t("acceptedAnswers") : t("acceptedSpellings")) : t("answer");
  return (
    <FeedbackFrame prompt={prompt} check={check} current={current}>
      {check.correct && !check.typo ? null : (
        <TypedComparison answer={answer} accepted={accepted} label={phrase ? t("yourAnswer") : undefined} />
      )}
      <p className="flex items-center gap-1 text-slate-700">
        <span>
          {heading}:{" "}
          <strong lang="en" className="font-semibold text-slate-900">
            {variants.join(" / ")}
          </strong>
        </span>
        {expected ? <SpeakButton text={expected} className="-my-1.5" /> : null}
      </p>
    </FeedbackFrame>
  );
}
