import { diffChars } from "diff";
import { tidyAnswer } from "./answers";

/** A piece of a typed answer set against the expected one: extra letters were typed, missing ones not. */
export type DiffPart = { kind: "same" | "extra" | "missing"; text: string };

/**
 * What a learner typed, letter by letter against what was expected. Letter
 * case and the punctuation the check ignores are left out, so only what made
 * a difference is marked. When the letters the two share are less than half
 * of the longer one, the answer was no attempt at the word and a letter diff
 * is noise ("no idea" against "receive", "wrongword" against "border", which
 * share o, r and d): the whole answer is shown as replaced.
 */
export function answerDiff(typed: string, expected: string): DiffPart[] {
  const answer = tidyAnswer(typed);
  const target = tidyAnswer(expected);
  const parts: DiffPart[] = diffChars(answer, target, { ignoreCase: true }).map((change) => ({
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
