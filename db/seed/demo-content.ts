// Demo study units (words and phrases) seeded into a fresh database.

import demoData from "./demo-units.json" with { type: "json" };

export type SeedWord = {
  url: string;
  en: string;
  ru: string;
  transcription: string;
};
export type SeedPhrase = {
  url: string;
  enQuestion: string;
  ru: string;
  answers: string[];
};
export type SeedUnit = {
  name: string;
  url: string;
  words: SeedWord[];
  phrases: SeedPhrase[];
};

// The content itself is data (db/seed/demo-units.json): edited as a list, read as one.
export const demoUnits: SeedUnit[] = demoData;
