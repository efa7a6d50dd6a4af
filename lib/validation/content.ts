import { z } from "zod";
import {
  bidiControlMessage,
  hasBidiControl,
  hasVisibleText,
  idList,
  optionalId,
  requiredText,
  slug,
} from "./common";

export const wordInput = z.object({
  ...optionalId,
  url: slug(),
  en: requiredText("English word"),
  ru: requiredText("Russian translation"),
  transcription: requiredText("Transcription"),
});
export type WordInput = z.infer<typeof wordInput>;

/** GET transcriptions?en=: the English word or phrase to transcribe. */
export const transcriptionQuery = z.object({ en: requiredText("en") });

export const phraseInput = z.object({
  ...optionalId,
  url: slug(),
  enQuestion: requiredText("English words", 500),
  ru: requiredText("Russian phrase", 500),
  answers: z
    .array(z.string({ error: "Each answer must be text" }).trim(), { error: "Answers must be a list" })
    // An answer with nothing visible (whitespace, zero-width characters) is dropped like an empty one.
    .transform((answers) => answers.filter(hasVisibleText))
    .pipe(
      z
        .array(
          z
            .string()
            .max(500, "An answer must be at most 500 characters")
            .refine((answer) => !hasBidiControl(answer), bidiControlMessage("An answer")),
        )
        .min(1, "At least one answer is required")
        .max(20, "At most 20 answers are allowed"),
    ),
});
export type PhraseInput = z.infer<typeof phraseInput>;

export const unitInput = z.object({
  ...optionalId,
  name: requiredText("Name"),
  // GET units/export is the CSV of every unit, so no unit may be named by that key.
  url: slug().refine((url) => url !== "export", "This URL is reserved"),
  words: idList("Words").default([]),
  phrases: idList("Phrases").default([]),
});
export type UnitInput = z.infer<typeof unitInput>;
