import { answerVariants } from "../answers";
import { defineTestType } from "./module";
import { wordsWriting } from "./words-writing";

// The same word, answer and forgiving check as words writing: only the prompt
// changes, heard instead of read. The Russian is shown once a word is answered.
export const listening = defineTestType({
  slug: "listening",
  index: 3,
  asks: "words",
  needs: "english-voice",
  answer: wordsWriting.answer,
  columns: wordsWriting.columns,
  // A word listing spellings ("colour/color") is read as its first: the others sound the same.
  question: (word) => ({
    id: word.id,
    prompt: word.ru,
    accepted: word.en,
    spoken: answerVariants(word.en)[0] ?? word.en,
  }),
  check: wordsWriting.check,
  answerOf: wordsWriting.answerOf,
  reviewedWord: wordsWriting.reviewedWord,
});
