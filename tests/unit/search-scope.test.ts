import { describe, expect, it } from "vitest";
import { filtersInPlace } from "@/lib/domain/search-scope";

describe("filtersInPlace", () => {
  it("is true where the shared search value filters a list: vocabulary, administration sections, results", () => {
    for (const path of [
      "/units/travel/vocabulary",
      "/administration/words",
      "/administration/words/apple",
      "/administration/users/learner/statistics/words-writing",
      "/search",
    ]) {
      expect(filtersInPlace(path), path).toBe(true);
    }
  });

  it("is false on pages with nothing to filter, where a search opens the results", () => {
    for (const path of [
      "/",
      "/units",
      "/units/travel",
      "/units/travel/tests",
      "/units/travel/vocabulary/extra",
      "/administration",
      "/statistics",
      "/review",
      "/searching",
    ]) {
      expect(filtersInPlace(path), path).toBe(false);
    }
  });
});
