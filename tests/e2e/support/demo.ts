// The answers a learner would know: the seeded demo content, read from the
// same module that seeds the database the browser tests run on.
import { demoUnits, type SeedPhrase, type SeedUnit, type SeedWord } from "../../../db/seed/demo-content";

export { demoUnits };

export function demoUnit(url: string): SeedUnit {
  const unit = demoUnits.find((item) => item.url === url);
  if (!unit) throw new Error(`No demo unit ${url}`);
  return unit;
}

/** The word of a unit whose Russian text is shown as the prompt. */
export function wordByPrompt(unitUrl: string, prompt: string): SeedWord {
  const word = demoUnit(unitUrl).words.find((item) => item.ru === prompt);
  if (!word) throw new Error(`No word "${prompt}" in ${unitUrl}`);
  return word;
}

/** The phrase of a unit whose Russian text is shown as the prompt. */
export function phraseByPrompt(unitUrl: string, prompt: string): SeedPhrase {
  const phrase = demoUnit(unitUrl).phrases.find((item) => item.ru === prompt);
  if (!phrase) throw new Error(`No phrase "${prompt}" in ${unitUrl}`);
  return phrase;
}

/** English words sorted the way the vocabulary page sorts them (case-insensitively). */
export function sortedWords(unitUrl: string): SeedWord[] {
  return [...demoUnit(unitUrl).words].sort((a, b) => a.en.localeCompare(b.en, "en", { sensitivity: "base" }));
}
