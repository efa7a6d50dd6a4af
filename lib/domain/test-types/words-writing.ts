import { z } from "./zod";
import { checkAnswer } from "../answers";
import { defineTestType } from "./module";

export const wordsWriting = defineTestType({
  slug: "words-writing",
  index: 1,
  asks: "words",
  answer: z.object({
    questionId: z.number(),
    en: z.string(),
    ru: z.string(),
    answer: z.string(),
    correct: z.boolean(),
    typo: z
      .boolean()
      .describe(
        "True when the answer counted as correct despite a typo (one edit, two for words of 9+ letters)",
      ),
  }),
  columns: {
    prompt: { heading: "russian", field: "ru" },
    accepted: { heading: "correctAnswer", field: "en" },
    questionId: "questionId",
  },
  // A word's English is public in the vocabulary, so the runner judges each answer as it is given.
  question: (word) => ({ id: word.id, prompt: word.ru, accepted: word.en }),
  check: (word, answer) => checkAnswer(answer, word.en),
  answerOf: ({ question, answer, correct, typo }) => ({
    questionId: question.id,
    en: question.en,
    ru: question.ru,
    answer,
    correct,
    typo,
  }),
  reviewedWord: (word) => word.id,
});
