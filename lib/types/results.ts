// The shapes of test results that leave the server, read off the API's
// output schemas (type-only imports: no zod reaches the browser).
import type { z } from "zod";
import type {
  phrasesAnswer,
  resultOutput,
  unitWithResultsOutput,
  wordsWritingAnswer,
} from "@/lib/validation/outputs";

export type WordsWritingAnswer = z.infer<typeof wordsWritingAnswer>;

export type PhrasesAnswer = z.infer<typeof phrasesAnswer>;

export type ResultAnswer = WordsWritingAnswer | PhrasesAnswer;

export type TestResultDto = z.infer<ReturnType<typeof resultOutput>>;

export type UnitWithResults = z.infer<typeof unitWithResultsOutput>;

export type ResultSummary = UnitWithResults["results"][number];
