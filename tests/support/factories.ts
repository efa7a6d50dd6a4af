// Rows a test builds for itself, so that what it asserts on is written in the
// test and an edit of the demo content (db/seed) breaks nothing.
// They go through the writing services with the route's own schema, as the
// API and the server actions do; every url is new to the file's database.
import { randomBytes } from "node:crypto";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import { createPhrase, createUnit, createWord } from "./services";

const fileTag = randomBytes(3).toString("hex");
let serial = 0;

/** A url no row of this file has yet, e.g. `word-7-a1b2c3`. */
export function uniqueUrl(prefix: string): string {
  serial += 1;
  return `${prefix}-${serial}-${fileTag}`;
}

type WordFields = Omit<WordDto, "id">;
type PhraseFields = Omit<PhraseDto, "id">;
type UnitFields = Omit<UnitDto, "id">;

/** A new word; unless given, its English is its url without the hyphens. */
export function makeWord(overrides: Partial<WordFields> = {}): Promise<WordDto> {
  const url = overrides.url ?? uniqueUrl("word");
  return createWord({ url, en: url.replaceAll("-", ""), ru: "слово", transcription: "/wɜːd/", ...overrides });
}

/** A new phrase with two accepted answers (the last one differs from the question). */
export function makePhrase(overrides: Partial<PhraseFields> = {}): Promise<PhraseDto> {
  return createPhrase({
    url: uniqueUrl("phrase"),
    enQuestion: "How are you",
    ru: "Как дела?",
    answers: ["How are you?", "How are you doing?"],
    ...overrides,
  });
}

/** A new unit holding the given word and phrase ids, in that order. */
export function makeUnit(overrides: Partial<UnitFields> = {}): Promise<UnitDto> {
  const url = overrides.url ?? uniqueUrl("unit");
  return createUnit({ name: `Unit ${url}`, url, words: [], phrases: [], ...overrides });
}

export type FilledUnit = { unit: UnitDto; words: WordDto[]; phrases: PhraseDto[] };

/** A new unit of new words and phrases, listed in unit order. */
export async function makeFilledUnit({ words = 3, phrases = 2 } = {}): Promise<FilledUnit> {
  const madeWords = await Promise.all(Array.from({ length: words }, () => makeWord()));
  const madePhrases = await Promise.all(Array.from({ length: phrases }, () => makePhrase()));
  const unit = await makeUnit({
    words: madeWords.map((word) => word.id),
    phrases: madePhrases.map((phrase) => phrase.id),
  });
  return { unit, words: madeWords, phrases: madePhrases };
}

/** The answers of a words-writing submission: each word with what the learner typed for it. */
export function typedAnswers(...typed: Array<[WordDto, string]>) {
  return typed.map(([word, answer]) => ({ questionId: word.id, answer }));
}
