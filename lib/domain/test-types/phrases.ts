import { z } from "zod";
import { isAnswerCorrect } from "../answers";
import { shuffle } from "../shuffle";
import { defineTestType } from "./module";

// Chips in the phrase's own order would give the answer away, so a shuffle
// that happens to keep it is drawn again (a few times: "go go" cannot change).
function shuffledWords(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  let chips = shuffle(words);
  for (
    let attempt = 0;
    attempt < 5 && words.length > 1 && chips.join(" ") === words.join(" ");
    attempt += 1
  ) {
    chips = shuffle(words);
  }
  return chips;
}

export const phrases = defineTestType({
  slug: "phrases",
  index: 2,
  label: "Phrases",
  asks: "phrases",
  noun: "phrase",
  texts: {
    choice: "Read a Russian phrase and build it in English from word chips.",
    statistics: "Build the English phrase from its words",
    howTo: "Build every English phrase from the word chips or type it.",
  },
  instruction: "Say it in English",
  saveFailed: "Could not save phrases test result",
  answer: z.object({
    id: z.number(),
    question: z.string(),
    answerOptions: z.array(z.string()),
    answer: z.string(),
    correct: z.boolean(),
    typo: z.boolean().describe("Always false: phrases are judged exactly"),
  }),
  columns: {
    prompt: { heading: "Question", field: "question" },
    accepted: { heading: "Accepted answers", field: "answerOptions" },
    questionId: "id",
  },
  // The accepted answers stay on the server: the browser gets the chips of the English question.
  question: (phrase) => ({ id: phrase.id, prompt: phrase.ru, chips: shuffledWords(phrase.enQuestion) }),
  // A phrase is built from its own words, where a typo cannot happen: the exact rule judges it.
  check: (phrase, answer) => ({ correct: isAnswerCorrect(answer, phrase.answers), typo: false }),
  answerOf: ({ question, answer, correct, typo }) => ({
    id: question.id,
    question: question.ru,
    answerOptions: question.answers,
    answer,
    correct,
    typo,
  }),
});
