import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { isAnswerCorrect, normalizeAnswer } from "../../lib/domain/answers";

describe("normalizeAnswer", () => {
  it("trims and lower-cases", () => {
    expect(normalizeAnswer("  Apple  ")).toBe("apple");
    expect(normalizeAnswer("HELLO World")).toBe("hello world");
  });

  it("collapses inner whitespace runs of any kind to one space", () => {
    expect(normalizeAnswer("a   big \t\n apple")).toBe("a big apple");
    expect(normalizeAnswer("a\u00a0\u00a0cat")).toBe("a cat");
  });

  it("unifies typographic apostrophes", () => {
    for (const mark of ["\u2019", "\u2018", "\u02bc", "`", "\u00b4"]) {
      expect(normalizeAnswer(`don${mark}t`)).toBe("don't");
    }
    expect(normalizeAnswer("don't")).toBe("don't");
  });

  it("drops a trailing run of sentence punctuation, also with spaces", () => {
    expect(normalizeAnswer("apple.")).toBe("apple");
    expect(normalizeAnswer("Really?!")).toBe("really");
    expect(normalizeAnswer("wait\u2026")).toBe("wait");
    expect(normalizeAnswer("one, two;:")).toBe("one, two");
    expect(normalizeAnswer("hello . ! ?  ")).toBe("hello");
    expect(normalizeAnswer("yes ,")).toBe("yes");
  });

  it("keeps punctuation that is not at the end", () => {
    expect(normalizeAnswer("Mr. Smith")).toBe("mr. smith");
    expect(normalizeAnswer("yes, please.")).toBe("yes, please");
    expect(normalizeAnswer("?why")).toBe("?why");
  });

  it("keeps non-sentence characters at the end", () => {
    expect(normalizeAnswer("rock'n'roll'")).toBe("rock'n'roll'");
    expect(normalizeAnswer("well-known-")).toBe("well-known-");
    expect(normalizeAnswer("(yes)")).toBe("(yes)");
  });

  it("reduces blank and punctuation-only text to an empty string", () => {
    expect(normalizeAnswer("")).toBe("");
    expect(normalizeAnswer("   ")).toBe("");
    expect(normalizeAnswer(" . ? ! ")).toBe("");
  });

  it("lower-cases Cyrillic", () => {
    expect(normalizeAnswer("  ЯБЛОКО. ")).toBe("яблоко");
  });

  it("handles a long punctuation run that is not at the end quickly", () => {
    const text = `${". ".repeat(50_000)}x`;
    const started = Date.now();
    expect(normalizeAnswer(text)).toBe(text.trim());
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("is idempotent and leaves no outer whitespace or double spaces", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizeAnswer(text);
        expect(normalizeAnswer(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).not.toMatch(/\s\s/);
        expect(once).not.toMatch(/[.!?\u2026,;:]$/);
      }),
    );
  });
});

describe("isAnswerCorrect", () => {
  it("accepts an answer equal after normalization", () => {
    expect(isAnswerCorrect("  Don\u2019t  worry. ", "don't worry")).toBe(true);
    expect(isAnswerCorrect("apple", "Apple!")).toBe(true);
  });

  it("rejects a different answer", () => {
    expect(isAnswerCorrect("apples", "apple")).toBe(false);
    expect(isAnswerCorrect("an apple", "apple")).toBe(false);
    expect(isAnswerCorrect("dont", "don't")).toBe(false);
  });

  it("accepts any of several accepted answers", () => {
    const accepted = ["colour", "color"];
    expect(isAnswerCorrect("Color", accepted)).toBe(true);
    expect(isAnswerCorrect("colour.", accepted)).toBe(true);
    expect(isAnswerCorrect("colr", accepted)).toBe(false);
  });

  it("rejects everything when there are no accepted answers", () => {
    expect(isAnswerCorrect("apple", [])).toBe(false);
  });

  it("never accepts an answer that normalizes to empty", () => {
    expect(isAnswerCorrect("", "")).toBe(false);
    expect(isAnswerCorrect("   ", ["", " "])).toBe(false);
    expect(isAnswerCorrect("...", "?")).toBe(false);
  });

  it("accepts the accepted answer itself whenever it is not blank", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isAnswerCorrect(text, text)).toBe(normalizeAnswer(text) !== "");
      }),
    );
  });
});
