// The shapes of content that leave the server: REST answers, page props and
// the admin forms all use these, so a client component never reaches into
// the service layer for a type.

export type WordDto = { id: number; url: string; en: string; ru: string; transcription: string };

export type PhraseDto = { id: number; url: string; enQuestion: string; ru: string; answers: string[] };

export type UnitDto = { id: number; name: string; url: string; words: number[]; phrases: number[] };

export type UnitSummary = { id: number; name: string; url: string };

/** A phrase as a learner sees it: its accepted answers stay on the server. */
export type UnitPhraseDto = { id: number; url: string; enQuestion: string; ru: string };
