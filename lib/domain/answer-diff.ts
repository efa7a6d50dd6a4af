import { diffChars, diffWords } from "diff";
import { tidyAnswer } from "./answers";

/** A piece of a typed answer set against the expected one: extra letters were typed, missing ones not. */
export type DiffPart = { kind: "same" | "extra" | "missing"; text: string };

/** How a diff sets an answer against the expected one: a word's letters, or a phrase's words. */
export type DiffUnit = "letter" | "word";

/**
 * What a learner typed, letter by letter against what was expected (or word
 * by word: a phrase built with a wrong word shows that word struck through
 * and the right one beside it, not the letters the two happen to share). Letter
 * case and the punctuation the check ignores are left out, so only what made
 * a difference is marked. When the letters the two share are less than half
 * of the longer one, the answer was no attempt at the word and a letter diff
 * is noise ("no idea" against "receive", "wrongword" against "border", which
 * share o, r and d): the whole answer is shown as replaced.
 */
export function answerDiff(typed: string, expected: string, by: DiffUnit = "letter"): DiffPart[] {
  const answer = tidyAnswer(typed);
  const target = tidyAnswer(expected);
  const changes = (by === "word" ? diffWords : diffChars)(answer, target, { ignoreCase: true });
  const parts: DiffPart[] = changes.map((change) => ({
    kind: change.added ? "missing" : change.removed ? "extra" : "same",
    text: change.value,
  }));
  const shared = parts.reduce((sum, part) => sum + (part.kind === "same" ? part.text.length : 0), 0);
  if (shared * 2 >= Math.max(answer.length, target.length)) return parts;
  return [
    ...(answer ? [{ kind: "extra" as const, text: answer }] : []),
    ...(target ? [{ kind: "missing" as const, text: target }] : []),
  ];
}
