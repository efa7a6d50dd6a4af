import { immediateCheck } from "@/lib/domain/test-types/immediate-check";
import type { TestTypeView } from "@/lib/domain/test-types/module";
import { AnswerFeedback } from "./answer-feedback";
import { ChoiceFeedback } from "./choice-feedback";

type Feedback = {
  prompt: string;
  accepted: string | string[];
  answer: string;
  choices?: string[];
  current: boolean;
};

/** The verdict on the answer just given, as the question was answered: picked among choices or typed. */
export function RunnerFeedback({ feedback, testType }: { feedback: Feedback; testType: TestTypeView }) {
  const { prompt, accepted, answer, choices, current } = feedback;
  const given = { prompt, accepted, answer, current, check: immediateCheck({ accepted, choices }, answer)! };
  const langs = {
    promptLang: testType.promptLang ?? "ru",
    answerLang: testType.columns.accepted.lang ?? "en",
  };
  return choices && typeof accepted === "string" ? (
    <ChoiceFeedback {...given} accepted={accepted} {...langs} />
  ) : (
    <AnswerFeedback {...given} />
  );
}
