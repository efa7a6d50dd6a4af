import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { sortPhrasesByRussian, sortVocabulary } from "../../lib/domain/sorting";

// Items are numbered in input order, so their ids show where a stable sort put them.
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

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
    const items = ["go", "come", "go"].map((en, index) => ({ en, id: index + 1 }));
    expect(ids(sortVocabulary(items))).toEqual([2, 1, 3]);
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
    const items = ["Кот", "кот", "айва"].map((ru, index) => ({ ru, id: index + 1 }));
    expect(ids(sortPhrasesByRussian(items))).toEqual([3, 1, 2]);
    expect(ids(items)).toEqual([1, 2, 3]);
  });
});
