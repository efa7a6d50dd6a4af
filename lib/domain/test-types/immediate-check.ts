import { type AnswerCheck, checkAnswer, isAnswerCorrect } from "../answers";
import type { TestQuestion } from "./module";

/**
 * The verdict the runner shows as soon as a question with a public answer
 * (`accepted`) is answered, by the rule the types' checks on the server
 * follow: a picked choice is right or wrong and a phrase matches one of its
 * answers or not (the exact rule); a typed word is forgiven a slip of the
 * keyboard (`checkAnswer`). Null without a public answer: the server alone
 * judges it.
 */
export function immediateCheck(
  question: Pick<TestQuestion, "accepted" | "choices">,
  answer: string,
): AnswerCheck | null {
  if (question.accepted === undefined) return null;
  if (question.choices || typeof question.accepted !== "string")
    return { correct: isAnswerCorrect(answer, question.accepted), typo: false };
  return checkAnswer(answer, question.accepted);
}
