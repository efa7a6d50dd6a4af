import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { sortPhrasesByRussian, sortVocabulary } from "../../lib/domain/sorting";

describe("sortVocabulary", () => {
  it("sorts by English word ignoring case", () => {
    const items = [{ en: "pear" }, { en: "Banana" }, { en: "apple" }];
    expect(sortVocabulary(items).map((item) => item.en)).toEqual(["apple", "Banana", "pear"]);
  });

  it("does not modify the input", () => {
    const items = [{ en: "b" }, { en: "a" }];
    const sorted = sortVocabulary(items);
    expect(items.map((item) => item.en)).toEqual(["b", "a"]);
    expect(sorted).not.toBe(items);
  });

  it("orders words equal up to case the same for any input order", () => {
    const words = ["apple", "Apple", "APPLE", "banana"];
    const expected = sortVocabulary(words.map((en) => ({ en }))).map((item) => item.en);
    expect(expected).toEqual(["APPLE", "Apple", "apple", "banana"]);
    fc.assert(
      fc.property(fc.shuffledSubarray(words, { minLength: 4 }), (shuffled) => {
        const sorted = sortVocabulary(shuffled.map((en) => ({ en })));
        expect(sorted.map((item) => item.en)).toEqual(expected);
      }),
    );
  });

  it("keeps items with the same word in their input order", () => {
    const items = [
      { en: "go", id: 1 },
      { en: "come", id: 2 },
      { en: "go", id: 3 },
    ];
    expect(sortVocabulary(items).map((item) => item.id)).toEqual([2, 1, 3]);
  });
});

describe("sortPhrasesByRussian", () => {
  it("sorts alphabetically by Russian text ignoring case", () => {
    const items = [{ ru: "Яблоко" }, { ru: "арбуз" }, { ru: "Ёлка" }, { ru: "дом" }, { ru: "Жук" }];
    expect(sortPhrasesByRussian(items).map((item) => item.ru)).toEqual([
      "арбуз",
      "дом",
      "Ёлка",
      "Жук",
      "Яблоко",
    ]);
  });

  it("keeps phrases with equal text in input order and leaves input intact", () => {
    // Upper case first, so only a case-blind comparison keeps this order.
    const items = [
      { ru: "Кот", id: 1 },
      { ru: "кот", id: 2 },
      { ru: "айва", id: 3 },
    ];
    expect(sortPhrasesByRussian(items).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
