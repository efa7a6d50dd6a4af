import { useTranslations } from "next-intl";
import { SpeakButton } from "@/components/speech/speak-button";
import type { AnswerCheck } from "@/lib/domain/answers";
import { FeedbackFrame } from "./answer-feedback";

/**
 * How a picked answer was judged, shown as soon as it is picked: the
 * verdict, what was picked when it was wrong, and the right answer. An
 * English prompt can be heard again.
 */
export function ChoiceFeedback({
  prompt,
  promptLang,
  answerLang,
  answer,
  accepted,
  check,
  current,
}: {
  prompt: string;
  promptLang: string;
  answerLang: string;
  answer: string;
  accepted: string;
  check: AnswerCheck;
  current: boolean;
}) {
  const t = useTranslations("test.feedback");
  return (
    <FeedbackFrame prompt={prompt} promptLang={promptLang} check={check} current={current}>
      {check.correct ? null : (
        <p className="text-slate-700">
          {t("youPicked")}{" "}
          <span lang={answerLang} className="text-slate-900">
            {answer}
          </span>
        </p>
      )}
      <p className="flex flex-wrap items-center gap-1 text-slate-700">
        <span>
          <span lang={promptLang}>{prompt}</span> —{" "}
          <strong lang={answerLang} className="font-semibold text-slate-900">
            {accepted}
          </strong>
        </span>
        {promptLang === "en" ? <SpeakButton text={prompt} className="-my-1.5" /> : null}
      </p>
    </FeedbackFrame>
  );
}
