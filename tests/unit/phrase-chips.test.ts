import { describe, expect, it } from "vitest";
import {
  capitalisedWords,
  chipPool,
  chipText,
  distractorCount,
  distractors,
  ownChips,
  phraseChips,
  placeChips,
  withoutWord,
  withWord,
} from "@/lib/domain/phrase-chips";

const phrase = (enQuestion: string, ...answers: string[]) => ({
  enQuestion,
  answers: answers.length ? answers : [`${enQuestion}.`],
});

/** A fixed sequence of "random" numbers, repeated. */
const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length]!;
};

describe("the case of a chip", () => {
  const proper = capitalisedWords([
    phrase("We are flying to London tomorrow"),
    phrase("I study English every day", "I learn English every day."),
    phrase("Sentences start. Here again"),
  ]);

  it("finds the words written with a capital where no phrase starts", () => {
    expect([...proper].sort()).toStrictEqual(["english", "here", "london"]);
  });

  it("lowers the capital that only starts the phrase", () => {
    expect(chipText("Where", 0, proper)).toBe("where");
    expect(chipText("Can", 0, proper)).toBe("can");
    expect(ownChips(phrase("Mum is cooking in the kitchen"), proper)).toStrictEqual([
      "mum",
      "is",
      "cooking",
      "in",
      "the",
      "kitchen",
    ]);
  });

  it("keeps the case that is part of the word: I, a capital inside, a proper noun", () => {
    expect(chipText("I", 0, proper)).toBe("I");
    expect(chipText("I'm", 0, proper)).toBe("I'm");
    expect(chipText("UK", 0, proper)).toBe("UK");
    expect(chipText("London", 0, proper)).toBe("London");
    expect(chipText("English", 0, proper)).toBe("English");
    expect(ownChips(phrase("Can I have a glass of water"), proper)).toStrictEqual([
      "can",
      "I",
      "have",
      "a",
      "glass",
      "of",
      "water",
    ]);
  });

  it("leaves every word after the first as written", () => {
    expect(chipText("London", 4, new Set())).toBe("London");
    expect(chipText("Saturdays", 6, new Set())).toBe("Saturdays");
  });
});

describe("the wrong chips of a phrase", () => {
  const unit = [
    phrase("Where is the train station", "Where's the train station?"),
    phrase("How much is the ticket"),
    phrase("We are flying to London tomorrow"),
  ];
  const proper = capitalisedWords(unit);
  const own = chipPool(unit, proper);

  it("are two for a short phrase, up to four for a long one", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(distractorCount)).toStrictEqual([2, 2, 2, 2, 3, 3, 4, 4]);
  });

  it("are words of the unit's other phrases that none of the phrase's answers holds, each once", () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const wrong = distractors(unit[0]!, own, [], sequence(((seed * 7) % 10) / 10, 0.3, 0.9, 0.1));
      expect(wrong).toHaveLength(3);
      expect(new Set(wrong).size).toBe(3);
      for (const word of wrong) {
        expect(["how", "much", "ticket", "we", "are", "flying", "to", "London", "tomorrow"]).toContain(word);
      }
    }
  });

  it("come from the nearby units only when the unit's own run short", () => {
    const small = [phrase("Where are my keys"), phrase("Where are you")];
    const nearby = chipPool([phrase("Take an umbrella")], new Set());
    const wrong = distractors(small[0]!, chipPool(small, new Set()), nearby, sequence(0.5));

    expect(wrong).toHaveLength(2);
    expect(wrong).toContain("you");
    expect(["take", "an", "umbrella"]).toContain(wrong.find((word) => word !== "you"));
    expect(distractors(small[0]!, chipPool(small, new Set()), [], sequence(0.5))).toStrictEqual(["you"]);
  });

  it("never stand for a word the phrase's accepted answers hold, whatever its case or punctuation", () => {
    const home = phrase(
      "Please close the window",
      "Close the window, please.",
      "Could you close the window?",
    );
    const others = chipPool(
      [phrase("Could you help"), phrase("Please sit down"), phrase("Open the door")],
      new Set(),
    );

    for (let seed = 0; seed < 10; seed += 1) {
      const wrong = distractors(home, others, [], sequence(seed / 10));
      expect(wrong).not.toContain("could");
      expect(wrong).not.toContain("you");
      expect(wrong).not.toContain("please");
      expect(wrong).not.toContain("the");
    }
  });
});

describe("the chips of a phrase", () => {
  it("hold the phrase's words and the wrong ones, not in the phrase's order", () => {
    const own = ["where", "is", "the", "train", "station"];
    for (let seed = 0; seed < 10; seed += 1) {
      const chips = phraseChips(own, ["ticket", "much", "we"], sequence(seed / 10, 0.99, 0.5));
      expect([...chips].sort()).toStrictEqual([...own, "ticket", "much", "we"].sort());
      const order = chips.filter((chip) => own.includes(chip));
      expect(order).not.toStrictEqual(own);
    }
  });
});

describe("an answer set out as chips", () => {
  const chips = ["the", "station", "where", "ticket", "is", "train", "the"];

  it("takes one chip per word, in the answer's order, whatever the case and punctuation", () => {
    const { line, used } = placeChips(chips, "Where is  the station?");

    expect(line).toStrictEqual([
      { word: "Where", chip: 2 },
      { word: "is", chip: 4 },
      { word: "the", chip: 0 },
      { word: "station?", chip: 1 },
    ]);
    expect(used).toStrictEqual([true, true, true, false, true, false, false]);
  });

  it("uses a repeated word's chips one after the other, and none for a typed word", () => {
    const { line, used } = placeChips(chips, "the the the platform");

    expect(line.map(({ chip }) => chip)).toStrictEqual([0, 6, null, null]);
    expect(used.filter(Boolean)).toHaveLength(2);
  });

  it("moves a word to the end of the answer and out of it", () => {
    expect(withWord("", "where")).toBe("where");
    expect(withWord("where is ", "the")).toBe("where is the");
    expect(withoutWord("where is the the station", 2)).toBe("where is the station");
    expect(withoutWord("where", 0)).toBe("");
  });
});
