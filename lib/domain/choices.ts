import { normalizeAnswer } from "./answers";
import { shuffle } from "./shuffle";

/** How many answers a choice question offers: the right one and three others. */
export const CHOICE_COUNT = 4;

/** The texts among `candidates` that read differently from `taken` and from each other, in their order. */
function distinct(candidates: readonly string[], taken: Set<string>): string[] {
  return candidates.filter((candidate) => {
    const key = normalizeAnswer(candidate);
    if (key === "" || taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}

/**
 * The choices of a question, in a random order: the right answer and up to
 * three wrong ones, drawn at random from `own` (the unit's) and only when those
 * run short from `nearby` (the nearest units'). A wrong choice never reads
 * the same as the answer or another choice (after normalization), so a
 * translation two words share never stands as a wrong one; with too few
 * texts to draw from the question offers fewer choices.
 */
export function answerChoices(
  answer: string,
  own: readonly string[],
  nearby: readonly string[],
  random: () => number = Math.random,
): string[] {
  const taken = new Set([normalizeAnswer(answer)]);
  const wrong = [...distinct(shuffle(own, random), taken), ...distinct(shuffle(nearby, random), taken)];
  return shuffle([answer, ...wrong.slice(0, CHOICE_COUNT - 1)], random);
}

/** How many texts a unit lacks for every question to offer all its choices: 0 when it has enough. */
export function choicesShort(own: readonly string[]): number {
  return Math.max(0, CHOICE_COUNT - distinct(own, new Set()).length);
}
