// The shapes of test results that leave the server.

export type WordsWritingAnswer = {
  questionId: number;
  en: string;
  ru: string;
  answer: string;
  correct: boolean;
  /** Accepted as correct although misspelt (one or two edits from an accepted answer). */
  typo: boolean;
};

export type PhrasesAnswer = {
  id: number;
  question: string;
  answerOptions: string[];
  answer: string;
  correct: boolean;
  /** Always false: a phrase is built from its own words, so it is judged exactly. */
  typo: boolean;
};

export type ResultAnswer = WordsWritingAnswer | PhrasesAnswer;

export type TestResultDto = { id: number; createdTs: number; result: number; answers: ResultAnswer[] };

export type ResultSummary = { id: number; createdTs: number; result: number };

export type UnitWithResults = { id: number; name: string; url: string; results: ResultSummary[] };
