// The shapes of content that leave the server: REST answers, page props and
// the admin forms all use these, so a client component never reaches into
// the service layer for a type. They are read off the API's output schemas
// (type-only imports: no zod reaches the browser).
import type { z } from "zod";
import type { learnerPhraseOutput, phraseOutput, unitOutput, wordOutput } from "@/lib/validation/outputs";

export type WordDto = z.infer<typeof wordOutput>;

export type PhraseDto = z.infer<typeof phraseOutput>;

export type UnitDto = z.infer<typeof unitOutput>;

export type UnitSummary = { id: number; name: string; url: string };

/** A phrase as a learner sees it: its accepted answers stay on the server. */
export type UnitPhraseDto = z.infer<typeof learnerPhraseOutput>;
