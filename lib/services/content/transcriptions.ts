import "server-only";
import { arpabetToIpa } from "@/lib/domain/arpabet";

/** What the dictionary suggests for an English word or phrase: editable, and American. */
export type TranscriptionSuggestion = { en: string; transcription: string; accent: "American" };

type Dictionary = Record<string, string>;

// The dictionary is 134,000 entries (4.6 MB of JavaScript): loaded on the first
// suggestion asked for, once per process, never by a page that does not ask.
let dictionary: Promise<Dictionary> | undefined;
const loadDictionary = () =>
  (dictionary ??= import("cmu-pronouncing-dictionary").then((module) => module.dictionary));

/** The words of one spelling, as the dictionary keys them (lower case, apostrophes kept). */
const wordsOf = (spelling: string) =>
  spelling
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter(Boolean);

function transcribe(spelling: string, entries: Dictionary): string | null {
  const words = wordsOf(spelling);
  if (words.length === 0) return null;
  const written: string[] = [];
  for (const word of words) {
    const pronunciation = entries[word];
    const ipa = pronunciation === undefined ? null : arpabetToIpa(pronunciation);
    if (ipa === null) return null;
    written.push(ipa);
  }
  return `/${written.join(" ")}/`;
}

/**
 * The CMU Pronouncing Dictionary's transcription of a word (or of each word of
 * a phrase), in IPA between slashes like the project's transcriptions; for a
 * word with variants ("colour/color") the first one the dictionary knows.
 * Null when it knows none of them (a name, a misspelling, a word too rare).
 */
export async function suggestTranscription(en: string): Promise<TranscriptionSuggestion | null> {
  const entries = await loadDictionary();
  for (const variant of en.split("/")) {
    const transcription = transcribe(variant, entries);
    if (transcription) return { en, transcription, accent: "American" };
  }
  return null;
}
