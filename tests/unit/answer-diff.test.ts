import { describe, it, expect } from "vitest";
import { answerDiff } from "../../lib/domain/answer-diff";

describe("answerDiff", () => {
  it("marks the letters typed in excess and those missing", () => {
    expect(answerDiff("recieve", "receive")).toStrictEqual([
      { kind: "same", text: "rec" },
      { kind: "extra", text: "i" },
      { kind: "same", text: "e" },
      { kind: "missing", text: "i" },
      { kind: "same", text: "ve" },
    ]);
    expect(answerDiff("colr", "color")).toStrictEqual([
      { kind: "same", text: "col" },
      { kind: "missing", text: "o" },
      { kind: "same", text: "r" },
    ]);
  });

  it("ignores letter case and what the check ignores, showing the expected spelling", () => {
    expect(answerDiff("  LONDN. ", "London")).toStrictEqual([
      { kind: "same", text: "Lond" },
      { kind: "missing", text: "o" },
      { kind: "same", text: "n" },
    ]);
    expect(answerDiff("don\u2019t", "don't")).toStrictEqual([{ kind: "same", text: "don't" }]);
  });

  it("shows an answer that shares little with the expected one as replaced whole", () => {
    expect(answerDiff("no idea", "receive")).toStrictEqual([
      { kind: "extra", text: "no idea" },
      { kind: "missing", text: "receive" },
    ]);
    expect(answerDiff("", "receive")).toStrictEqual([{ kind: "missing", text: "receive" }]);
  });

  it("shows a longer answer that shares half the expected letters, scattered, as replaced whole", () => {
    // o, r and d are half of "border", but a third of what was typed: no attempt at the word.
    expect(answerDiff("wrongword", "border")).toStrictEqual([
      { kind: "extra", text: "wrongword" },
      { kind: "missing", text: "border" },
    ]);
    // A slip of a letter or two stays a letter diff, whichever of the two is longer.
    expect(answerDiff("borders", "border")).toStrictEqual([
      { kind: "same", text: "border" },
      { kind: "extra", text: "s" },
    ]);
    expect(answerDiff("acomodation", "accommodation")).toHaveLength(5);
  });

  it("sets a phrase against the expected one word by word, whatever the case of its first letter", () => {
    expect(answerDiff("where is the train to", "Where is the train station?", "word")).toStrictEqual([
      { kind: "same", text: "Where is the train " },
      { kind: "extra", text: "to" },
      { kind: "missing", text: "station" },
    ]);
    expect(answerDiff("where the is train station", "Where is the train station", "word")).toStrictEqual([
      { kind: "same", text: "Where " },
      { kind: "extra", text: "the " },
      { kind: "same", text: "is " },
      { kind: "missing", text: "the " },
      { kind: "same", text: "train station" },
    ]);
    // Letter by letter, the wrong word would only show the letters "to" shares with "station".
    expect(answerDiff("where is the train to", "Where is the train station")).toContainEqual({
      kind: "same",
      text: "t",
    });
  });
});
