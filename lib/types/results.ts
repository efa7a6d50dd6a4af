// The shapes of test results that leave the server, read off the API's
// output schemas (type-only imports: no zod reaches the browser).
import type { z } from "zod";
import type { TestType } from "@/lib/domain/test-types";
import type {
  resultOutput,
  scoredOutput,
  testDraftOutput,
  unitWithResultsOutput,
} from "@/lib/validation/outputs";

/** One answer of a result, of whichever type. */
export type ResultAnswer = z.infer<TestType["answer"]>;

export type TestResultDto = z.infer<ReturnType<typeof resultOutput>>;

/** A guest's test, scored by the server and stored nowhere. */
export type ScoredTestDto = z.infer<ReturnType<typeof scoredOutput>>;

export type UnitWithResults = z.infer<typeof unitWithResultsOutput>;

export type ResultSummary = UnitWithResults["results"][number];

/** A learner's unfinished test of one unit and type. */
export type TestDraftDto = z.infer<typeof testDraftOutput>;
