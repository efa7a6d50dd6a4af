import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { isAnswerCorrect, normalizeAnswer } from "../../lib/domain/answers";
import { examples, outcomes } from "./support/examples";

describe("normalizeAnswer", () => {
  examples(normalizeAnswer, {
    "trims and lower-cases": [
      ["  Apple  ", "apple"],
      ["HELLO World", "hello world"],
    ],
    "collapses inner whitespace runs of any kind to one space": [
      ["a   big \t\n apple", "a big apple"],
      ["a\u00a0\u00a0cat", "a cat"],
    ],
    "unifies typographic apostrophes": [
      ["don\u2019t", "don't"],
      ["don\u2018t", "don't"],
      ["don\u02bct", "don't"],
      ["don`t", "don't"],
      ["don\u00b4t", "don't"],
      ["don't", "don't"],
    ],
    "drops a trailing run of sentence punctuation, also with spaces": [
      ["apple.", "apple"],
      ["Really?!", "really"],
      ["wait\u2026", "wait"],
      ["one, two;:", "one, two"],
      ["hello . ! ?  ", "hello"],
      ["yes ,", "yes"],
    ],
    "keeps punctuation that is not at the end": [
      ["Mr. Smith", "mr. smith"],
      ["yes, please.", "yes, please"],
      ["?why", "?why"],
    ],
    "keeps non-sentence characters at the end": [
      ["rock'n'roll'", "rock'n'roll'"],
      ["well-known-", "well-known-"],
      ["(yes)", "(yes)"],
    ],
    "reduces blank and punctuation-only text to an empty string": [
      ["", ""],
      ["   ", ""],
      [" . ? ! ", ""],
    ],
    "lower-cases Cyrillic": [["  ЯБЛОКО. ", "яблоко"]],
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
  outcomes(
    isAnswerCorrect,
    { true: true, false: false },
    {
      "accepts an answer equal after normalization": {
        true: [
          ["  Don\u2019t  worry. ", "don't worry"],
          ["apple", "Apple!"],
        ],
      },
      "rejects a different answer": {
        false: [
          ["apples", "apple"],
          ["an apple", "apple"],
          ["dont", "don't"],
        ],
      },
      "accepts any of several accepted answers": {
        true: [
          ["Color", ["colour", "color"]],
          ["colour.", ["colour", "color"]],
        ],
        false: [["colr", ["colour", "color"]]],
      },
      "rejects everything when there are no accepted answers": { false: [["apple", []]] },
      "never accepts an answer that normalizes to empty": {
        false: [
          ["", ""],
          ["   ", ["", " "]],
          ["...", "?"],
        ],
      },
    },
  );

  it("accepts the accepted answer itself whenever it is not blank", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isAnswerCorrect(text, text)).toBe(normalizeAnswer(text) !== "");
      }),
    );
  });
});
