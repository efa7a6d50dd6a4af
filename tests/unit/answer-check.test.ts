import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  answerVariants,
  checkAnswer,
  closestAnswer,
  closestVariant,
  isAnswerCorrect,
  normalizeAnswer,
  typoAllowance,
} from "../../lib/domain/answers";

const EXACT = { correct: true, typo: false };
const TYPO = { correct: true, typo: true };
const WRONG = { correct: false, typo: false };

describe("checkAnswer", () => {
  it("keeps the exact rule: a normalized match is correct without a typo", () => {
    expect(checkAnswer("  Receive. ", "receive")).toStrictEqual(EXACT);
    expect(checkAnswer("don\u2019t", "don't")).toStrictEqual(EXACT);
  });

  it("accepts a swap of two neighbouring letters as one typo", () => {
    expect(checkAnswer("recieve", "receive")).toStrictEqual(TYPO);
    expect(checkAnswer("RECIEVE.", "receive")).toStrictEqual(TYPO);
  });

  it("never forgives a word of three letters or fewer", () => {
    expect(checkAnswer("cap", "cat")).toStrictEqual(WRONG);
    expect(checkAnswer("act", "cat")).toStrictEqual(WRONG);
    expect(checkAnswer("ca", "cat")).toStrictEqual(WRONG);
    expect(checkAnswer("map", "map")).toStrictEqual(EXACT);
  });

  it("allows one edit from four letters: insertion, deletion, substitution or swap", () => {
    expect(checkAnswer("doro", "door")).toStrictEqual(TYPO);
    expect(checkAnswer("dor", "door")).toStrictEqual(TYPO);
    expect(checkAnswer("doors", "door")).toStrictEqual(TYPO);
    expect(checkAnswer("dook", "door")).toStrictEqual(TYPO);
    expect(checkAnswer("odro", "door")).toStrictEqual(WRONG);
  });

  it("refuses two edits below nine letters", () => {
    // "suitcase" has 8 letters.
    expect(checkAnswer("suitcsae", "suitcase")).toStrictEqual(TYPO);
    expect(checkAnswer("siutcsae", "suitcase")).toStrictEqual(WRONG);
    expect(checkAnswer("sutcas", "suitcase")).toStrictEqual(WRONG);
  });

  it("allows two edits from nine letters, never three", () => {
    // "breakfast" has 9 letters.
    expect(checkAnswer("braekfsat", "breakfast")).toStrictEqual(TYPO);
    expect(checkAnswer("brekfst", "breakfast")).toStrictEqual(TYPO);
    expect(checkAnswer("brkfas", "breakfast")).toStrictEqual(WRONG);
    expect(checkAnswer("braekfsta", "breakfast")).toStrictEqual(WRONG);
  });

  it("counts letters, not spaces, for the allowance of a multi-word answer", () => {
    // "ice cream" has 8 letters: one edit.
    expect(checkAnswer("ice crem", "ice cream")).toStrictEqual(TYPO);
    expect(checkAnswer("ic crem", "ice cream")).toStrictEqual(WRONG);
    expect(checkAnswer("icecream", "ice cream")).toStrictEqual(TYPO);
  });

  it("accepts every '/' variant, trimmed, with a typo allowance of its own", () => {
    expect(checkAnswer("colour", "colour/color")).toStrictEqual(EXACT);
    expect(checkAnswer("Color", "colour / color")).toStrictEqual(EXACT);
    expect(checkAnswer("colr", "colour/color")).toStrictEqual(TYPO);
    expect(checkAnswer("coluor", "colour/color")).toStrictEqual(TYPO);
    // Two edits from "colour" and from "color" alike: each variant judges alone.
    expect(checkAnswer("clr", "colour/color")).toStrictEqual(WRONG);
    // A three-letter variant is exact only, whatever its longer sibling allows.
    expect(checkAnswer("tv", "TV/telly")).toStrictEqual(EXACT);
    expect(checkAnswer("tc", "TV/telly")).toStrictEqual(WRONG);
    expect(checkAnswer("tely", "TV/telly")).toStrictEqual(TYPO);
    expect(checkAnswer("colour/color", "colour/color")).toStrictEqual(WRONG);
  });

  it("takes a list of accepted answers", () => {
    expect(checkAnswer("color", ["colour", "color"])).toStrictEqual(EXACT);
    expect(checkAnswer("colur", ["colour", "color"])).toStrictEqual(TYPO);
    expect(checkAnswer("apple", [])).toStrictEqual(WRONG);
  });

  it("never accepts a blank answer", () => {
    expect(checkAnswer("", "receive")).toStrictEqual(WRONG);
    expect(checkAnswer("   ", "receive")).toStrictEqual(WRONG);
    expect(checkAnswer(" . ? ", "a")).toStrictEqual(WRONG);
    expect(checkAnswer("", "")).toStrictEqual(WRONG);
    expect(checkAnswer("   ", ["", " / "])).toStrictEqual(WRONG);
    // Nor one letter against a blank accepted answer, however close.
    expect(checkAnswer("a", " / ")).toStrictEqual(WRONG);
  });

  it("stays quick on a long answer", () => {
    const started = Date.now();
    for (let index = 0; index < 1000; index += 1) checkAnswer("x".repeat(500), "breakfast");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("agrees with the exact rule whenever that rule accepts, and flags no typo then", () => {
    const noSlash = fc.string().map((text) => text.replaceAll("/", ""));
    fc.assert(
      fc.property(noSlash, noSlash, (answer, accepted) => {
        if (isAnswerCorrect(answer, accepted)) expect(checkAnswer(answer, accepted)).toStrictEqual(EXACT);
        expect(checkAnswer(accepted, accepted)).toStrictEqual(
          normalizeAnswer(accepted) === "" ? WRONG : EXACT,
        );
      }),
    );
  });

  it("flags a typo only on a correct answer", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (answer, accepted) => {
        const check = checkAnswer(answer, accepted);
        if (check.typo) expect(check.correct).toBe(true);
      }),
    );
  });
});

describe("typoAllowance", () => {
  it("is 0 up to three letters, 1 from four, 2 from nine", () => {
    expect(typoAllowance("cat")).toBe(0);
    expect(typoAllowance("a b c")).toBe(0);
    expect(typoAllowance("door")).toBe(1);
    expect(typoAllowance("suitcase")).toBe(1);
    expect(typoAllowance("breakfast")).toBe(2);
    expect(typoAllowance("сыр")).toBe(0);
    expect(typoAllowance("мороженое")).toBe(2);
  });
});

describe("answerVariants", () => {
  it("splits on '/', trims and drops blanks", () => {
    expect(answerVariants("colour / color")).toStrictEqual(["colour", "color"]);
    expect(answerVariants(["a/b", " c ", "/"])).toStrictEqual(["a", "b", "c"]);
    expect(answerVariants("apple")).toStrictEqual(["apple"]);
  });
});

describe("closestVariant", () => {
  it("is the accepted variant nearest to the answer, as written", () => {
    expect(closestVariant("colr", "colour/color")).toBe("color");
    expect(closestVariant("coloor", "colour / Color")).toBe("colour");
    expect(closestVariant("nothing alike", "colour/color")).toBe("colour");
    expect(closestVariant("", "colour/color")).toBe("colour");
    expect(closestVariant("x", [])).toBeNull();
  });
});

describe("closestAnswer", () => {
  it("takes each candidate whole, '/' and all", () => {
    expect(closestAnswer("It is 24/7", ["Open 24/7.", "It's 24/7."])).toBe("It's 24/7.");
    expect(closestAnswer("", ["b", "a"])).toBe("b");
    expect(closestAnswer("x", [])).toBeNull();
  });
});
