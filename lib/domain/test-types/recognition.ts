import { z } from "./zod";
import { isAnswerCorrect } from "../answers";
import { answerChoices, choicesShort } from "../choices";
import { defineTestType } from "./module";
import { wordsWriting } from "./words-writing";

const ruOf = (words: ReadonlyArray<{ ru: string }>) => words.map((word) => word.ru);

export const recognition = defineTestType({
  slug: "recognition",
  index: 4,
  asks: "words",
  promptLang: "en",
  answer: z.object({
    questionId: z.number(),
    en: z.string(),
    ru: z.string(),
    answer: z.string().describe("The translation picked"),
    correct: z.boolean(),
    typo: z.boolean().describe("Always false: a picked translation is right or wrong"),
  }),
  columns: {
    prompt: { heading: "english", field: "en", lang: "en" },
    accepted: { heading: "correctAnswer", field: "ru", lang: "ru" },
    questionId: "questionId",
    picked: true,
  },
  // Wrong choices come from the unit; a unit of too few words borrows from the units beside it.
  nearby: (words) => 2 * choicesShort(ruOf(words)),
  // A word's Russian is public in the vocabulary, so the runner judges each pick at once.
  question: (word, { members, nearby }) => ({
    id: word.id,
    prompt: word.en,
    accepted: word.ru,
    choices: answerChoices(word.ru, ruOf(members), ruOf(nearby)),
  }),
  check: (word, answer) => ({ correct: isAnswerCorrect(answer, word.ru), typo: false }),
  // Stored as a words-writing answer is: the word, what was picked, and the verdict.
  answerOf: wordsWriting.answerOf,
  reviewedWord: (word) => word.id,
  // Knowing a word among four proves less than recalling it: a right pick is Hard, never Good.
  strongestGrade: "hard",
});
