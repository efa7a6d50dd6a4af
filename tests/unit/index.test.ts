import { describe, it, expect } from "vitest";
import * as domain from "../../lib/domain";

describe("lib/domain index", () => {
  it("re-exports every rule", () => {
    expect(Object.keys(domain).sort()).toEqual([
      "BADGE_CAP",
      "RECENT_WINDOW_MS",
      "TEST_TYPES",
      "answerDiff",
      "answerVariants",
      "chartPercent",
      "checkAnswer",
      "closestAnswer",
      "closestVariant",
      "filterEndpoints",
      "filterPhrases",
      "filterPickListWords",
      "filterScopes",
      "filterUnits",
      "filterUsers",
      "filterVocabulary",
      "filterWords",
      "isAnswerCorrect",
      "isTestType",
      "labelledUnitBadge",
      "matchesSearch",
      "nextIndex",
      "nextUnansweredIndex",
      "normalizeAnswer",
      "previousIndex",
      "progressPercent",
      "resultPercent",
      "scoreColor",
      "scoreSubmission",
      "sortPhrasesByRussian",
      "sortVocabulary",
      "testTypeOf",
      "tidyAnswer",
      "typoAllowance",
      "unitBadge",
    ]);
  });
});
