import { describe, expect, it } from "vitest";
import { slugOf, uniqueSlug } from "@/lib/domain/slug";

describe("the url a name suggests", () => {
  it("is lowercase Latin with single hyphens, accents dropped and Russian spelled in Latin", () => {
    expect(slugOf("  Hello,   World! ")).toBe("hello-world");
    expect(slugOf("Crème brûlée")).toBe("creme-brulee");
    expect(slugOf("Животные и птицы")).toBe("zhivotnye-i-ptitsy");
    expect(slugOf("to look up (smth)")).toBe("to-look-up-smth");
  });

  it("is the fallback for signs only, and never digits only (an id's look)", () => {
    expect(slugOf("?!", "word")).toBe("word");
    expect(slugOf("2024", "word")).toBe("word-2024");
  });

  it("is at most 100 characters, with no hyphen at the end", () => {
    const slug = slugOf(`${"a".repeat(99)} b`);
    expect(slug).toBe("a".repeat(99));
  });

  it("is made unique with -2, -3 against what is taken, and taken in turn", () => {
    const taken = new Set(["cat", "cat-2"]);
    expect(uniqueSlug("cat", taken)).toBe("cat-3");
    expect(uniqueSlug("cat", taken)).toBe("cat-4");
    expect(uniqueSlug("dog", taken)).toBe("dog");
    expect(taken.has("dog")).toBe(true);
    expect(uniqueSlug("x".repeat(100), new Set(["x".repeat(100)]))).toBe(`${"x".repeat(98)}-2`);
  });
});
