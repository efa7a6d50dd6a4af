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
import { examples, outcomes } from "./support/examples";

const EXACT = { correct: true, typo: false };
const TYPO = { correct: true, typo: true };
const WRONG = { correct: false, typo: false };

describe("checkAnswer", () => {
  outcomes(
    checkAnswer,
    { exact: EXACT, typo: TYPO, wrong: WRONG },
    {
      "keeps the exact rule: a normalized match is correct without a typo": {
        exact: [
          ["  Receive. ", "receive"],
          ["don\u2019t", "don't"],
        ],
      },
      "accepts a swap of two neighbouring letters as one typo": {
        typo: [
          ["recieve", "receive"],
          ["RECIEVE.", "receive"],
        ],
      },
      "never forgives a word of three letters or fewer": {
        exact: [["map", "map"]],
        wrong: [
          ["cap", "cat"],
          ["act", "cat"],
          ["ca", "cat"],
        ],
      },
      "allows one edit from four letters: insertion, deletion, substitution or swap": {
        typo: [
          ["doro", "door"],
          ["dor", "door"],
          ["doors", "door"],
          ["dook", "door"],
        ],
        wrong: [["odro", "door"]],
      },
      // "suitcase" has 8 letters.
      "refuses two edits below nine letters": {
        typo: [["suitcsae", "suitcase"]],
        wrong: [
          ["siutcsae", "suitcase"],
          ["sutcas", "suitcase"],
        ],
      },
      // "breakfast" has 9 letters.
      "allows two edits from nine letters, never three": {
        typo: [
          ["braekfsat", "breakfast"],
          ["brekfst", "breakfast"],
        ],
        wrong: [
          ["brkfas", "breakfast"],
          ["braekfsta", "breakfast"],
        ],
      },
      // "ice cream" has 8 letters: one edit.
      "counts letters, not spaces, for the allowance of a multi-word answer": {
        typo: [
          ["ice crem", "ice cream"],
          ["icecream", "ice cream"],
        ],
        wrong: [["ic crem", "ice cream"]],
      },
      "accepts every '/' variant, trimmed, with a typo allowance of its own": {
        exact: [
          ["colour", "colour/color"],
          ["Color", "colour / color"],
          // A three-letter variant is exact only, whatever its longer sibling allows.
          ["tv", "TV/telly"],
        ],
        typo: [
          ["colr", "colour/color"],
          ["coluor", "colour/color"],
          ["tely", "TV/telly"],
        ],
        wrong: [
          // Two edits from "colour" and from "color" alike: each variant judges alone.
          ["clr", "colour/color"],
          ["tc", "TV/telly"],
          ["colour/color", "colour/color"],
        ],
      },
      "takes a list of accepted answers": {
        exact: [["color", ["colour", "color"]]],
        typo: [["colur", ["colour", "color"]]],
        wrong: [["apple", []]],
      },
      "never accepts a blank answer": {
        wrong: [
          ["", "receive"],
          ["   ", "receive"],
          [" . ? ", "a"],
          ["", ""],
          ["   ", ["", " / "]],
          // Nor one letter against a blank accepted answer, however close.
          ["a", " / "],
        ],
      },
    },
  );

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
  examples(typoAllowance, {
    "is 0 up to three letters, 1 from four, 2 from nine": [
      ["cat", 0],
      ["a b c", 0],
      ["door", 1],
      ["suitcase", 1],
      ["breakfast", 2],
      ["сыр", 0],
      ["мороженое", 2],
    ],
  });
});

describe("answerVariants", () => {
  examples(answerVariants, {
    "splits on '/', trims and drops blanks": [
      ["colour / color", ["colour", "color"]],
      [
        ["a/b", " c ", "/"],
        ["a", "b", "c"],
      ],
      ["apple", ["apple"]],
    ],
  });
});

describe("closestVariant", () => {
  examples(closestVariant, {
    "is the accepted variant nearest to the answer, as written": [
      ["colr", "colour/color", "color"],
      ["coloor", "colour / Color", "colour"],
      ["nothing alike", "colour/color", "colour"],
      ["", "colour/color", "colour"],
      ["x", [], null],
    ],
  });
});

describe("closestAnswer", () => {
  examples(closestAnswer, {
    "takes each candidate whole, '/' and all": [
      ["It is 24/7", ["Open 24/7.", "It's 24/7."], "It's 24/7."],
      ["", ["b", "a"], "b"],
      ["x", [], null],
    ],
  });
});
