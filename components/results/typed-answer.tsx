import { useTranslations } from "next-intl";
import type { DiffUnit } from "@/lib/domain/answer-diff";
import { AnswerDiff } from "./answer-diff";

/** What the learner typed: as typed when exact, else set against the nearest accepted answer. */
export function TypedAnswer({
  answer,
  expected,
  exact,
  typoNote = false,
  by,
  lang,
}: {
  answer: string;
  /** The answer's language, when the cell around it does not say it. */
  lang?: string;
  expected: string | null;
  /** Sets a phrase against the expected one word by word. */
  by?: DiffUnit;
  /** Accepted without a typo: nothing to set against the expected answer. */
  exact: boolean;
  /** Says under the answer that it was accepted despite a typo. */
  typoNote?: boolean;
}) {
  const t = useTranslations("test.feedback");
  if (answer.trim() === "") return <span className="text-slate-500">—</span>;
  if (exact || expected === null) return <span lang={lang}>{answer}</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <AnswerDiff typed={answer} expected={expected} by={by} />
      {typoNote ? <span className="text-xs font-medium text-amber-800">{t("typo")}</span> : null}
    </span>
  );
}
