import { useTranslations } from "next-intl";
import { Fragment } from "react";
import { answerDiff, type DiffUnit } from "@/lib/domain/answer-diff";
import { tidyAnswer } from "@/lib/domain/answers";

const EXTRA = "rounded-sm bg-red-100 px-px text-red-800 line-through decoration-2";
const MISSING = "rounded-sm bg-green-100 px-px text-green-900 underline decoration-2 underline-offset-2";

/** What the marks of a diff mean, for whoever does not know the convention. */
export function DiffLegend() {
  const t = useTranslations("test.diff");
  return (
    <p aria-hidden="true" className="text-xs text-slate-600">
      {t.rich("legend", {
        extra: (chunks) => (
          <del lang="en" className={EXTRA}>
            {chunks}
          </del>
        ),
        missing: (chunks) => (
          <ins lang="en" className={MISSING}>
            {chunks}
          </ins>
        ),
      })}
    </p>
  );
}

/**
 * A typed answer set letter by letter against the expected one: letters typed
 * in excess struck through, missing ones underlined, besides their colours. A
 * screen reader hears one plain sentence instead of the letters.
 */
export function AnswerDiff({ typed, expected, by }: { typed: string; expected: string; by?: DiffUnit }) {
  const t = useTranslations("test.diff");
  const parts = answerDiff(typed, expected, by);
  // An answer replaced whole reads as two words, which may also wrap apart on a
  // phone; so does a phrase's wrong word beside the right one.
  const apart = by === "word" || parts.every((part) => part.kind !== "same");
  const spaced = (index: number) => {
    const before = parts[index - 1];
    return apart && before?.kind === "extra" && !/\s$/.test(before.text);
  };
  return (
    <span className="break-words">
      <span className="sr-only">
        {t.rich("said", {
          typed: tidyAnswer(typed),
          expected: tidyAnswer(expected),
          en: (chunks) => <span lang="en">{chunks}</span>,
        })}
      </span>
      <span
        aria-hidden="true"
        data-testid="answer-diff"
        lang="en"
        className="font-medium wrap-anywhere whitespace-pre-wrap"
      >
        {parts.map((part, index) =>
          part.kind === "extra" ? (
            <del key={index} title={t("typedByMistake")} className={EXTRA}>
              {part.text}
            </del>
          ) : part.kind === "missing" ? (
            <Fragment key={index}>
              {spaced(index) ? " " : null}
              <ins title={t("missing")} className={MISSING}>
                {part.text}
              </ins>
            </Fragment>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </span>
    </span>
  );
}
