"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { nextUnansweredIndex } from "@/lib/domain/progress";
import type { TestQuestion } from "@/lib/domain/test-types/module";

/**
 * Where a learner is in a test and what they answered: the question on
 * screen (1-based), its draft and error, and the answer whose verdict stays
 * shown until the learner moves on by hand. `onAllAnswered` gets the answers
 * once the last unanswered question is answered.
 */
export function useTestProgress(
  questions: TestQuestion[],
  onAllAnswered: (answers: Array<string | null>) => void,
  /** Where a continued test was left: its answers so far and the question on screen. */
  resumed?: { answers: Array<string | null>; position: number },
) {
  const required = useTranslations("test.runner")("answerRequired");
  const [index, setIndex] = useState(resumed?.position ?? 1);
  const [answers, setAnswers] = useState<Array<string | null>>(
    () => resumed?.answers ?? questions.map(() => null),
  );
  const [draft, setDraft] = useState(() => (resumed ? (resumed.answers[resumed.position - 1] ?? "") : ""));
  const [error, setError] = useState<string | null>(null);
  const [lastAnswered, setLastAnswered] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The field takes the focus on every question change, so the whole test can be typed.
  useEffect(() => {
    inputRef.current?.focus();
  }, [index]);

  const question = questions[index - 1]!;
  const stored = answers[index - 1] ?? null;
  // Once its verdict (and so the right spelling) is shown, an answer can no longer change.
  const locked = question.accepted !== undefined && stored !== null;
  const feedbackIndex = locked ? index : lastAnswered;
  const feedbackQuestion = feedbackIndex === null ? undefined : questions[feedbackIndex - 1];
  const feedbackAnswer = feedbackIndex === null ? null : (answers[feedbackIndex - 1] ?? null);
  const feedback =
    feedbackQuestion?.accepted !== undefined && feedbackAnswer !== null
      ? { ...feedbackQuestion, accepted: feedbackQuestion.accepted, answer: feedbackAnswer }
      : null;

  const goTo = (target: number, list = answers) => {
    setIndex(target);
    setDraft(list[target - 1] ?? "");
    setError(null);
    // Moving to the same question (a one-question test) does not change the index.
    if (target === index) inputRef.current?.focus();
  };

  const move = (target: number) => {
    setLastAnswered(null);
    goTo(target);
  };

  const changeDraft = (value: string) => {
    setDraft(value);
    if (value.trim() !== "") setError(null);
  };

  const record = (answer: string) => {
    const next = answers.map((value, position) => (position === index - 1 ? answer : value));
    setAnswers(next);
    setLastAnswered(index);
    const target = nextUnansweredIndex(
      index,
      next.map((value) => value !== null),
    );
    if (target === null) {
      setDraft(answer);
      onAllAnswered(next);
    } else {
      goTo(target, next);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = locked ? stored : draft.trim();
    if (answer === "") {
      setError(required);
      inputRef.current?.focus();
      return;
    }
    record(answer);
  };

  /** A choice picked answers its question at once; a pick is final like a judged typed answer. */
  const choose = (choice: string) => {
    if (!locked) record(choice);
  };

  return {
    index,
    total: questions.length,
    question,
    answers,
    answeredCount: answers.filter((answer) => answer !== null).length,
    answered: stored !== null,
    locked,
    draft,
    error,
    feedback: feedback && { ...feedback, current: feedbackIndex === index },
    inputRef,
    move,
    changeDraft,
    submit,
    choose,
  };
}
