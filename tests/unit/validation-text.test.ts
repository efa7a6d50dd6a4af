import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { scopeInput } from "../../lib/validation/access";
import { hasBidiControl, hasVisibleText, requiredText, slug } from "../../lib/validation/common";
import { phraseInput, unitInput } from "../../lib/validation/content";
import { resultSubmissionInput } from "../../lib/validation/results";
import { fieldErrorsOf } from "../../lib/errors";

const name = requiredText("Name");

/** The message the API would answer for a value: the first issue's. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]!.message;
}

const ZWSP = "\u200B";
const BOM = "\uFEFF";
const SOFT_HYPHEN = "\u00AD";
const ZWJ = "\u200D";
const LRM = "\u200E";
const RLO = "\u202E";
const RLI = "\u2067";

describe("requiredText: text with nothing visible is empty", () => {
  it.each([
    ["empty", ""],
    ["spaces", "   "],
    ["zero-width spaces", ZWSP + ZWSP],
    ["a BOM", BOM],
    ["a soft hyphen", SOFT_HYPHEN],
    ["joiners and word joiner", `${ZWJ}\u200C\u2060`],
    ["format characters among spaces", ` ${ZWSP}\u00A0${SOFT_HYPHEN} \u3000`],
    ["only a text-direction mark", LRM],
    ["only a text-direction override", RLO],
  ])("refuses %s with the required message", (_, value) => {
    expect(messageOf(name, value)).toBe("Name is required");
  });

  it("reports empty text once, not twice", () => {
    expect(name.safeParse("").error?.issues.map((issue) => issue.message)).toStrictEqual([
      "Name is required",
    ]);
    expect(name.safeParse(ZWSP).error?.issues.map((issue) => issue.message)).toStrictEqual([
      "Name is required",
    ]);
  });

  it("keeps the required message for a missing value", () => {
    expect(messageOf(name, undefined)).toBe("Name is required");
  });
});

describe("requiredText: text-direction controls", () => {
  it.each([
    ["U+202A", "a\u202Ab"],
    ["U+202B", "a\u202Bb"],
    ["U+202C", "a\u202Cb"],
    ["U+202D", "a\u202Db"],
    ["U+202E", `Unit ${RLO}txt.exe`],
    ["U+2066", "a\u2066b"],
    ["U+2067", `Unit ${RLI}1${"\u2069"}`],
    ["U+2068", "a\u2068b"],
    ["U+2069", "a\u2069b"],
  ])("refuses %s anywhere in the text", (_, value) => {
    expect(messageOf(name, value)).toBe("Name may not contain text-direction control characters");
  });

  it("refuses a control at either end too (trim does not remove it)", () => {
    expect(messageOf(name, `${RLO}Unit`)).toBe("Name may not contain text-direction control characters");
    expect(messageOf(name, `Unit${RLO}`)).toBe("Name may not contain text-direction control characters");
  });

  it("allows the implicit marks U+200E and U+200F", () => {
    expect(name.parse(`Unit${LRM} 1`)).toBe(`Unit${LRM} 1`);
    expect(name.parse(`\u05D0\u200F!`)).toBe(`\u05D0\u200F!`);
  });

  it("leaves the characters just outside the ranges alone", () => {
    expect(hasBidiControl("\u2029\u202F\u2065\u206A")).toBe(false);
    expect(hasBidiControl("\u202A")).toBe(true);
    expect(hasBidiControl("\u2069")).toBe(true);
  });
});

describe("requiredText: ordinary text is unchanged", () => {
  it.each([
    ["Latin", "Food and Drink"],
    ["Cyrillic", "Еда и напитки"],
    ["an IPA transcription", "/ˈlaɪthaʊs/"],
    ["an emoji sequence with ZWJ", `Family ${"\u{1F468}"}${ZWJ}${"\u{1F469}"}${ZWJ}${"\u{1F467}"}`],
    ["a zero-width space inside words", `fore${ZWSP}word`],
    ["a soft hyphen inside a word", `light${SOFT_HYPHEN}house`],
  ])("accepts %s", (_, value) => {
    expect(name.parse(value)).toBe(value);
  });

  it("still only trims whitespace from the result", () => {
    expect(name.parse("  Еда и напитки \n")).toBe("Еда и напитки");
    expect(name.parse(`${ZWSP}Unit${ZWSP}`)).toBe(`${ZWSP}Unit${ZWSP}`);
  });

  it("still bounds the length", () => {
    expect(messageOf(requiredText("Name", 5), "abcdef")).toBe("Name must be at most 5 characters");
  });

  it("hasVisibleText answers for a few edge values", () => {
    expect(hasVisibleText("")).toBe(false);
    expect(hasVisibleText(`${BOM}${ZWSP}\t`)).toBe(false);
    expect(hasVisibleText("a")).toBe(true);
    expect(hasVisibleText("\u{1F600}")).toBe(true);
  });
});

describe("schemas built on requiredText", () => {
  it("slugs keep their own messages", () => {
    expect(messageOf(slug(), "")).toBe("URL is required");
    expect(messageOf(slug(), ZWSP)).toBe("URL is required");
    expect(slug().parse("food-and-drink")).toBe("food-and-drink");
  });

  it("unit and scope names answer the field's message", () => {
    const unit = unitInput.safeParse({ name: ZWSP + ZWSP, url: "unit" });
    const reversed = unitInput.safeParse({ name: `Unit ${RLO}1`, url: "unit" });
    const scope = scopeInput.safeParse({ name: BOM, value: "teacher" });

    expect(fieldErrorsOf(unit.error!)).toStrictEqual({ name: "Name is required" });
    expect(fieldErrorsOf(reversed.error!)).toStrictEqual({
      name: "Name may not contain text-direction control characters",
    });
    expect(fieldErrorsOf(scope.error!)).toStrictEqual({ name: "Name is required" });
  });
});

describe("phrase answers", () => {
  const base = { url: "nice-day", enQuestion: "Have a nice day", ru: "Хорошего дня!" };

  it("drops answers with nothing visible, like empty ones", () => {
    const parsed = phraseInput.parse({
      ...base,
      answers: [ZWSP, " Have a nice day! ", `${BOM}${SOFT_HYPHEN}`, ""],
    });

    expect(parsed.answers).toStrictEqual(["Have a nice day!"]);
  });

  it("answers 'At least one answer is required' when only invisible answers remain", () => {
    for (const answers of [[ZWSP], [BOM, ` ${ZWJ} `], [RLO]]) {
      expect(fieldErrorsOf(phraseInput.safeParse({ ...base, answers }).error!)).toStrictEqual({
        answers: "At least one answer is required",
      });
    }
  });

  it("refuses text-direction controls in an answer", () => {
    const parsed = phraseInput.safeParse({ ...base, answers: ["Fine", `Have a ${RLI}nice${"\u2069"} day`] });

    expect(fieldErrorsOf(parsed.error!)).toStrictEqual({
      answers: "An answer may not contain text-direction control characters",
    });
  });

  it("keeps answers with emoji sequences and implicit marks", () => {
    const emoji = `Hi ${"\u{1F44B}"}${"\u{1F3FD}"} ${"\u{1F3F3}"}\uFE0F${ZWJ}${"\u{1F308}"}`;

    expect(phraseInput.parse({ ...base, answers: [emoji, `ok${LRM}`] }).answers).toStrictEqual([
      emoji,
      `ok${LRM}`,
    ]);
  });
});

describe("a learner's typed answers (results) are not refused", () => {
  it("accepts empty, invisible and direction-control answers as typed", () => {
    const answers = ["", ZWSP, BOM, `${RLO}abc`].map((answer, index) => ({ questionId: index + 1, answer }));

    expect(resultSubmissionInput.parse({ unitId: 1, createdTs: 0, answers }).answers).toStrictEqual(answers);
  });
});
