import { describe, it, expect } from "vitest";
import { TEST_TYPES, isTestType, type TestTypeSlug } from "../../lib/domain/test-types";

describe("TEST_TYPES", () => {
  it("lists the test types in UI order with 1-based indexes, the spec's two first", () => {
    expect(TEST_TYPES.map(({ slug, index }) => ({ slug, index }))).toEqual([
      { slug: "words-writing", index: 1 },
      { slug: "phrases", index: 2 },
      { slug: "listening", index: 3 },
      { slug: "recognition", index: 4 },
    ]);
  });

  it("uses only slugs of the TestTypeSlug union", () => {
    // Fails to compile if a slug is added to the list but not to the union.
    const slugs: TestTypeSlug[] = TEST_TYPES.map((type) => type.slug);
    expect(slugs).toEqual(["words-writing", "phrases", "listening", "recognition"]);
  });
});

describe("isTestType", () => {
  it("accepts every known slug", () => {
    expect(isTestType("words-writing")).toBe(true);
    expect(isTestType("phrases")).toBe(true);
    expect(isTestType("listening")).toBe(true);
    expect(isTestType("recognition")).toBe(true);
  });

  it("rejects unknown, empty, differently cased and padded values", () => {
    expect(isTestType("")).toBe(false);
    expect(isTestType("words")).toBe(false);
    expect(isTestType("Phrases")).toBe(false);
    expect(isTestType(" phrases")).toBe(false);
    expect(isTestType("Words writing")).toBe(false);
    expect(isTestType("toString")).toBe(false);
  });
});
