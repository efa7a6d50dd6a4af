import { normalizeAnswer } from "./answers";
import { shuffle } from "./shuffle";

/** What the chips of a phrase are made of: its English question's words and its accepted answers. */
export type PhraseText = { enQuestion: string; answers: readonly string[] };

/** How many words of other phrases a chip bank offers at most besides the phrase's own. */
const MAX_DISTRACTORS = 4;

const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** How many words the English question of a phrase has. */
export const wordCount = (phrase: PhraseText): number => wordsOf(phrase.enQuestion).length;

// Punctuation around a word ("water?", "(please)") is not part of it.
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu;

/** A word as chips compare it: lower case, without the punctuation around it. */
export function wordKey(word: string): string {
  return normalizeAnswer(word).replace(EDGE_PUNCTUATION, "");
}

/** Two words for a phrase of up to four, three up to six, four from seven. */
export function distractorCount(words: number): number {
  return Math.min(MAX_DISTRACTORS, Math.max(2, Math.ceil(words / 2)));
}

/**
 * The words written with a capital where no sentence starts (the proper
 * nouns: "London", "English"), by their keys: a first word is lowered for its
 * chip unless it is one of these.
 */
export function capitalisedWords(texts: Iterable<PhraseText>): Set<string> {
  const found = new Set<string>();
  for (const { enQuestion, answers } of texts) {
    for (const text of [enQuestion, ...answers]) {
      wordsOf(text).forEach((word, position) => {
        // A word after a full stop starts a sentence of its own.
        if (position > 0 && /^\p{Lu}/u.test(word)) found.add(wordKey(word));
      });
    }
  }
  return found;
}

/**
 * A word as its chip shows it. A capital that only starts the phrase would
 * tell which chip comes first, so a first word is lowered, unless its case
 * is part of it: "I" (and "I'm"), a word with a capital inside ("UK",
 * "iPhone"), and a word written with a capital elsewhere (`proper`).
 */
export function chipText(word: string, position: number, proper: ReadonlySet<string>): string {
  if (position > 0) return word;
  const key = wordKey(word);
  if (key === "i" || key.startsWith("i'") || /\p{Lu}/u.test(word.slice(1)) || proper.has(key)) return word;
  return `${word.charAt(0).toLocaleLowerCase("en")}${word.slice(1)}`;
}

/** The words of a phrase's English question, as chips. */
export function ownChips(phrase: PhraseText, proper: ReadonlySet<string>): string[] {
  return wordsOf(phrase.enQuestion).map((word, position) => chipText(word, position, proper));
}

/** Every distinct word of the phrases' English questions, as a chip, with its key; in the phrases' order. */
export function chipPool(
  phrases: Iterable<PhraseText>,
  proper: ReadonlySet<string>,
): Array<[string, string]> {
  const pool = new Map<string, string>();
  for (const phrase of phrases) {
    wordsOf(phrase.enQuestion).forEach((word, position) => {
      const key = wordKey(word);
      if (key !== "" && !pool.has(key)) pool.set(key, chipText(word, position, proper));
    });
  }
  return [...pool];
}

/** The keys of the words a phrase's answers may hold: none of them can stand as a wrong chip. */
export function phraseKeys(phrase: PhraseText): Set<string> {
  return new Set([phrase.enQuestion, ...phrase.answers].flatMap(wordsOf).map(wordKey));
}

/**
 * The wrong chips of a phrase: words of the unit's other phrases (`own`),
 * and only when those run short of the nearest units' (`nearby`), drawn at
 * random, never a word any accepted answer of the phrase holds, each once.
 */
export function distractors(
  phrase: PhraseText,
  own: ReadonlyArray<[string, string]>,
  nearby: ReadonlyArray<[string, string]>,
  random: () => number = Math.random,
): string[] {
  const taken = phraseKeys(phrase);
  const wanted = distractorCount(wordCount(phrase));
  const picked: string[] = [];
  for (const [key, chip] of [...shuffle(own, random), ...shuffle(nearby, random)]) {
    if (picked.length === wanted) break;
    if (taken.has(key)) continue;
    taken.add(key);
    picked.push(chip);
  }
  return picked;
}

/** True when the phrase's words stand in the chips in their order, other chips between them or not. */
function keepsOrder(chips: readonly string[], own: readonly string[]): boolean {
  let next = 0;
  for (const chip of chips) if (chip === own[next]) next += 1;
  return next === own.length;
}

/**
 * The chips of a phrase: its own words and the wrong ones, shuffled. A
 * shuffle that leaves the phrase's words in their order would give the
 * answer away, so it is drawn again (a few times: "go go" cannot change).
 */
export function phraseChips(
  own: readonly string[],
  wrong: readonly string[],
  random: () => number = Math.random,
): string[] {
  let chips = shuffle([...own, ...wrong], random);
  for (let attempt = 0; attempt < 5 && own.length > 1 && keepsOrder(chips, own); attempt += 1) {
    chips = shuffle([...own, ...wrong], random);
  }
  return chips;
}

/** A word of the answer line: as written in the answer, and the bank chip it came from (null: typed). */
export type LineWord = { word: string; chip: number | null };

/**
 * The answer as chips: each word of it takes the first unused chip that
 * reads the same (case and punctuation aside), so the answer line shows the
 * answer word by word and the bank the chips it has not used, whether the
 * answer was built from chips or typed.
 */
export function placeChips(chips: readonly string[], answer: string): { line: LineWord[]; used: boolean[] } {
  const used = chips.map(() => false);
  const keys = chips.map(wordKey);
  const line = wordsOf(answer).map((word) => {
    const key = wordKey(word);
    const chip = keys.findIndex((candidate, index) => !used[index] && candidate === key);
    if (chip === -1) return { word, chip: null };
    used[chip] = true;
    return { word, chip };
  });
  return { line, used };
}

/** The answer with a word put at its end. */
export const withWord = (answer: string, word: string): string => `${answer.trim()} ${word}`.trim();

/** The answer without its word at `index` (0-based). */
export const withoutWord = (answer: string, index: number): string =>
  wordsOf(answer)
    .filter((_, position) => position !== index)
    .join(" ");
