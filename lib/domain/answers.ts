import damerauLevenshtein from "damerau-levenshtein";

// Learners type on different keyboards and phones, which substitute typographic
// apostrophes; all of them must compare equal to the plain ASCII one.
const APOSTROPHES = /[\u2019\u2018\u02bc`\u00b4]/g;

// Ending a typed answer with a full stop or question mark is a habit, not a
// mistake, so such punctuation (even separated by spaces) is not judged. A
// plain space suffices because whitespace is collapsed before the scan.
const TRAILING_CHARACTERS = new Set([".", "!", "?", "\u2026", ",", ";", ":", " "]);

// A backwards scan instead of an end-anchored regex, which backtracks
// quadratically on long punctuation runs not at the end of user input.
function dropTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING_CHARACTERS.has(text.charAt(end - 1))) {
    end -= 1;
  }
  return text.slice(0, end);
}

/** An answer as the check sees it, but in its own letter case: what a diff shows. */
export function tidyAnswer(text: string): string {
  const collapsed = text.trim().replace(APOSTROPHES, "'").replace(/\s+/g, " ");
  return dropTrailingPunctuation(collapsed).trim();
}

export function normalizeAnswer(text: string): string {
  return tidyAnswer(text.toLowerCase());
}

/** The spec's exact rule: equal to an accepted answer after normalization. */
export function isAnswerCorrect(answer: string, accepted: string | readonly string[]): boolean {
  const normalized = normalizeAnswer(answer);
  // Without this guard a blank answer would match a blank or punctuation-only
  // accepted answer and a learner could pass by submitting nothing.
  if (normalized === "") {
    return false;
  }
  const candidates: readonly string[] = typeof accepted === "string" ? [accepted] : accepted;
  return candidates.some((candidate) => normalizeAnswer(candidate) === normalized);
}

export type AnswerCheck = { correct: boolean; typo: boolean };

/**
 * The variants an accepted answer holds: a word's `en` may list spellings
 * separated by "/" ("colour/color"), each accepted on its own. Trimmed;
 * blank variants are dropped.
 */
export function answerVariants(accepted: string | readonly string[]): string[] {
  const answers: readonly string[] = typeof accepted === "string" ? [accepted] : accepted;
  return answers.flatMap((answer) =>
    answer
      .split("/")
      .map((variant) => variant.trim())
      .filter((variant) => variant !== ""),
  );
}

const LETTER = /\p{L}/gu;

/**
 * How many edits a slip of the keyboard may take: none for words of up to
 * three letters, where one edit makes another word ("cat", "cap"), one from
 * four letters and two from nine.
 */
export function typoAllowance(normalizedAccepted: string): number {
  const letters = normalizedAccepted.match(LETTER)?.length ?? 0;
  if (letters >= 9) return 2;
  if (letters >= 4) return 1;
  return 0;
}

/**
 * The optimal-string-alignment distance (insertions, deletions, substitutions
 * and swaps of two neighbours, each one edit), or Infinity when it is surely
 * above `limit`: a length gap above the limit needs that many edits anyway, and
 * skipping the table keeps a 500-character answer cheap.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  return damerauLevenshtein(a, b).steps;
}

/**
 * The forgiving check: the exact rule first; failing that, an answer within
 * the typo allowance of one accepted variant counts as correct with a typo.
 * A string is a word's `en`; a list holds several accepted answers. Every one
 * may hold "/"-separated variants, each judged on its own.
 */
export function checkAnswer(answer: string, accepted: string | readonly string[]): AnswerCheck {
  const normalized = normalizeAnswer(answer);
  if (normalized === "") return { correct: false, typo: false };
  const variants = answerVariants(accepted)
    .map(normalizeAnswer)
    .filter((variant) => variant !== "");
  if (variants.includes(normalized)) return { correct: true, typo: false };
  const typo = variants.some((variant) => {
    const allowance = typoAllowance(variant);
    return allowance > 0 && editDistance(normalized, variant, allowance) <= allowance;
  });
  return { correct: typo, typo };
}

/** The candidate nearest to an answer (the first when nothing was typed); null when there is none. */
export function closestAnswer(answer: string, candidates: readonly string[]): string | null {
  const normalized = normalizeAnswer(answer);
  if (normalized === "") return candidates[0] ?? null;
  let best: { candidate: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const other = normalizeAnswer(candidate);
    // Comparing a long answer to a short candidate only needs to tell it is far.
    const distance = other === normalized ? 0 : editDistance(normalized, other, Math.max(other.length, 8));
    if (best === null || distance < best.distance) best = { candidate, distance };
  }
  return best?.candidate ?? null;
}

/**
 * The accepted variant nearest to an answer, as written (trimmed): what the
 * learner is shown their answer against. Null when nothing is accepted.
 */
export function closestVariant(answer: string, accepted: string | readonly string[]): string | null {
  return closestAnswer(answer, answerVariants(accepted));
}
