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

export function normalizeAnswer(text: string): string {
  const collapsed = text.trim().toLowerCase().replace(APOSTROPHES, "'").replace(/\s+/g, " ");
  return dropTrailingPunctuation(collapsed).trim();
}

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
