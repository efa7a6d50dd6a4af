import { immediateCheck } from "@/lib/domain/test-types/immediate-check";
import { AnswerFeedback } from "./answer-feedback";
import { ChoiceFeedback } from "./choice-feedback";

type Feedback = { prompt: string; accepted: string; answer: string; choices?: string[]; current: boolean };

/** The verdict on the answer just given, as the question was answered: picked among choices or typed. */
export function RunnerFeedback({ feedback, promptLang = "ru" }: { feedback: Feedback; promptLang?: string }) {
  const { prompt, accepted, answer, choices, current } = feedback;
  const given = { prompt, accepted, answer, current, check: immediateCheck({ accepted, choices }, answer)! };
  return choices ? <ChoiceFeedback {...given} promptLang={promptLang} /> : <AnswerFeedback {...given} />;
}
