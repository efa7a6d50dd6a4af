import { z } from "./zod";
import { isAnswerCorrect } from "../answers";
import {
  capitalisedWords,
  chipPool,
  distractorCount,
  distractors,
  ownChips,
  phraseChips,
  phraseKeys,
  wordCount,
} from "../phrase-chips";
import type { PhraseDto } from "@/lib/types/content";
import { defineTestType } from "./module";

/** How many phrases of the nearest units a unit borrows wrong chips from when its own run short. */
const NEARBY_PHRASES = 4;

type ChipSources = { proper: Set<string>; own: Array<[string, string]>; nearby: Array<[string, string]> };

// A test's questions share their unit's and the nearby units' phrases: the
// words they offer are read once per test, not once per question.
const sourcesByMembers = new WeakMap<readonly PhraseDto[], WeakMap<readonly PhraseDto[], ChipSources>>();

function chipSources(members: readonly PhraseDto[], nearby: readonly PhraseDto[]): ChipSources {
  const byNearby = sourcesByMembers.get(members) ?? new WeakMap<readonly PhraseDto[], ChipSources>();
  sourcesByMembers.set(members, byNearby);
  let sources = byNearby.get(nearby);
  if (!sources) {
    const proper = capitalisedWords([...members, ...nearby]);
    sources = { proper, own: chipPool(members, proper), nearby: chipPool(nearby, proper) };
    byNearby.set(nearby, sources);
  }
  return sources;
}

/** True when some phrase of the unit finds fewer wrong chips in the unit's other phrases than it offers. */
function unitShortOfWords(phrases: readonly PhraseDto[]): boolean {
  const keys = chipPool(phrases, new Set()).map(([key]) => key);
  return phrases.some((phrase) => {
    const own = phraseKeys(phrase);
    return keys.filter((key) => !own.has(key)).length < distractorCount(wordCount(phrase));
  });
}

export const phrases = defineTestType({
  slug: "phrases",
  index: 2,
  asks: "phrases",
  answer: z.object({
    id: z.number(),
    question: z.string(),
    answerOptions: z.array(z.string()),
    answer: z.string(),
    correct: z.boolean(),
    typo: z.boolean().describe("Always false: phrases are judged exactly"),
  }),
  columns: {
    prompt: { heading: "question", field: "question" },
    accepted: { heading: "acceptedAnswers", field: "answerOptions" },
    questionId: "id",
  },
  // A unit of few phrases borrows wrong chips from the units beside it.
  nearby: (phrases) => (unitShortOfWords(phrases) ? NEARBY_PHRASES : 0),
  // The runner judges each answer at once against the accepted answers (the
  // server still scores the submission); the chips are the English
  // question's words and a few of other phrases, no capital giving the first away.
  question: (phrase, { members, nearby }) => {
    const sources = chipSources(members, nearby);
    return {
      id: phrase.id,
      prompt: phrase.ru,
      chips: phraseChips(ownChips(phrase, sources.proper), distractors(phrase, sources.own, sources.nearby)),
      accepted: [...phrase.answers],
    };
  },
  // A phrase is built from its own words, where a typo cannot happen: the exact rule judges it.
  check: (phrase, answer) => ({ correct: isAnswerCorrect(answer, phrase.answers), typo: false }),
  answerOf: ({ question, answer, correct, typo }) => ({
    id: question.id,
    question: question.ru,
    answerOptions: question.answers,
    answer,
    correct,
    typo,
  }),
});
