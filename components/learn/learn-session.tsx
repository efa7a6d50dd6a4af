"use client";

import { Card } from "@/components/ui/card";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ReviewSession } from "@/components/review/review-session";
import type { AnswerReview } from "@/components/review/use-graded-answers";
import { SpeakButton } from "@/components/speech/speak-button";
import { Button } from "@/components/ui/button";
import { answerVariants } from "@/lib/domain/answers";
import type { WordDto } from "@/lib/types/content";

/** One new word shown whole: English, transcription, Russian, and its sound. */
function WordIntroduction({
  word,
  position,
  total,
  onNext,
}: {
  word: WordDto;
  position: number;
  total: number;
  onNext: () => void;
}) {
  const t = useTranslations("test.learn");
  const next = useRef<HTMLButtonElement>(null);
  // Enter moves on: the button takes the focus for every word.
  useEffect(() => next.current?.focus(), [word.id]);
  return (
    <Card aria-labelledby="new-word" padded={false} className="flex flex-col gap-4 p-5 sm:p-6">
      <p className="text-sm font-medium text-slate-500">{t("newWord", { position, total })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="new-word" lang="en" className="text-3xl font-semibold break-words text-slate-900">
          {word.en}
        </h2>
        <SpeakButton text={answerVariants(word.en)[0] ?? word.en} />
      </div>
      <p translate="no" className="text-slate-600">
        {word.transcription}
      </p>
      <p lang="ru" className="text-xl text-slate-800">
        {word.ru}
      </p>
      <Button ref={next} onClick={onNext} className="self-start">
        {position < total ? t("next") : t("recall")}
      </Button>
    </Card>
  );
}

/**
 * Learn mode: the new words are met one at a time, then asked from their
 * Russian as a review asks; each answer makes the word a card of the learner's.
 * The session keeps the words it began with: the refresh at its end reads an
 * allowance already spent, and the summary must stay on screen all the same.
 */
export function LearnSession({
  words: wordsNow,
  learn,
  nothingToLearn,
}: {
  words: WordDto[];
  learn: AnswerReview;
  /** What the page says when there are no new words to begin with. */
  nothingToLearn: ReactNode;
}) {
  const [words] = useState(wordsNow);
  const [shown, setShown] = useState(0);
  if (words.length === 0) return nothingToLearn;
  if (shown < words.length) {
    return (
      <WordIntroduction
        word={words[shown]!}
        position={shown + 1}
        total={words.length}
        onNext={() => setShown(shown + 1)}
      />
    );
  }
  return (
    <ReviewSession
      cards={words.map((word) => ({
        wordId: word.id,
        prompt: word.ru,
        en: word.en,
        transcription: word.transcription,
      }))}
      queue={[]}
      // A new word's first answer spends the day's allowance of new words: it is sent now or not at all.
      login={null}
      answerReview={learn}
      onReviewMore={() => {}}
    />
  );
}
