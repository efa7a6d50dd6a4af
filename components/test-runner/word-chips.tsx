"use client";

import { useTranslations } from "next-intl";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { type LineWord, placeChips, withoutWord, withWord } from "@/lib/domain/phrase-chips";

/** Where the focus goes once a move has rendered: a chip of the bank, a word of the line, or the Answer button. */
type FocusTarget = { area: "bank" | "line"; index: number } | { area: "submit" } | null;

type ButtonRefs = RefObject<Array<HTMLButtonElement | null>>;

const CHIP =
  "min-h-10 rounded-lg border px-3 py-1 text-base font-medium transition-colors disabled:cursor-not-allowed";

/** The answer word by word; picking a word puts it back in the bank. */
function AnswerLine({
  line,
  refs,
  disabled,
  onPutBack,
}: {
  line: LineWord[];
  refs: ButtonRefs;
  disabled: boolean;
  onPutBack: (index: number) => void;
}) {
  const t = useTranslations("test.chips");
  const hintId = useId();
  return (
    <div
      role="group"
      aria-label={t("answerLine")}
      className="flex min-h-14 flex-wrap items-center gap-2 border-b-2 border-slate-200 pb-2"
    >
      <p id={hintId} className="sr-only">
        {t("putBack")}
      </p>
      {line.length === 0 ? (
        <span className="text-sm text-slate-500">{t("pickInOrder")}</span>
      ) : (
        line.map(({ word }, index) => (
          <button
            key={`${index}-${word}`}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            lang="en"
            disabled={disabled}
            aria-describedby={hintId}
            onClick={() => onPutBack(index)}
            className={`${CHIP} border-brand-500 text-brand-700 hover:bg-brand-50 bg-white shadow-sm`}
          >
            {word}
          </button>
        ))
      )}
    </div>
  );
}

/** The chips not in the answer; a chip the answer holds leaves its place empty, so the others stay put under the pointer. */
function WordBank({
  chips,
  used,
  refs,
  disabled,
  onPick,
}: {
  chips: readonly string[];
  used: readonly boolean[];
  refs: ButtonRefs;
  disabled: boolean;
  onPick: (position: number) => void;
}) {
  const t = useTranslations("test.chips");
  return (
    <div role="group" aria-label={t("wordBank")} className="flex flex-wrap gap-2">
      {chips.map((chip, position) =>
        used[position] ? (
          <span
            key={position}
            aria-hidden="true"
            className={`${CHIP} border-dashed border-slate-200 bg-slate-100`}
          >
            <span className="invisible">{chip}</span>
          </span>
        ) : (
          <button
            key={position}
            ref={(element) => {
              refs.current[position] = element;
            }}
            type="button"
            lang="en"
            disabled={disabled}
            onClick={() => onPick(position)}
            className={`${CHIP} border-brand-100 bg-brand-50 text-brand-700 hover:border-brand-500 hover:bg-brand-100`}
          >
            {chip}
          </button>
        ),
      )}
    </div>
  );
}

/**
 * The answer built from word chips, as a learner moves them: picking a chip
 * of the bank puts its word at the end of the answer line; picking a word of
 * the line puts it back. The answer field holds the same answer (it may be
 * typed), so the line and the bank are read from it. The button moved is
 * gone from where it was, so the focus goes to its neighbour, and a polite
 * status says what moved.
 */
export function WordChips({
  chips,
  answer,
  disabled,
  onChange,
}: {
  chips: readonly string[];
  answer: string;
  disabled: boolean;
  onChange: (answer: string) => void;
}) {
  const t = useTranslations("test.chips");
  const { line, used } = placeChips(chips, answer);
  const rootRef = useRef<HTMLDivElement>(null);
  const bankRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const lineRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const focusAfter = useRef<FocusTarget>(null);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === null) return;
    if (target.area === "submit") {
      rootRef.current?.closest("form")?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    } else {
      (target.area === "bank" ? bankRefs : lineRefs).current[target.index]?.focus();
    }
  }, [answer]);

  const move = (next: string, said: string, target: FocusTarget) => {
    focusAfter.current = target;
    setAnnouncement(t("announce", { said, answer: next === "" ? t("empty") : next }));
    onChange(next);
  };

  const pick = (position: number) => {
    const left = chips.map((_, index) => index).filter((index) => !used[index] && index !== position);
    const after = left.find((index) => index > position) ?? left.at(-1);
    move(
      withWord(answer, chips[position]!),
      t("added", { word: chips[position]! }),
      after === undefined ? { area: "submit" } : { area: "bank", index: after },
    );
  };

  const putBack = (index: number) => {
    const { word, chip } = line[index]!;
    const target: FocusTarget =
      line.length > 1
        ? { area: "line", index: Math.min(index, line.length - 2) }
        : { area: "bank", index: chip ?? used.findIndex((taken) => !taken) };
    move(withoutWord(answer, index), t("removed", { word }), target);
  };

  return (
    <div ref={rootRef} className="flex flex-col gap-3">
      <AnswerLine line={line} refs={lineRefs} disabled={disabled} onPutBack={putBack} />
      <WordBank chips={chips} used={used} refs={bankRefs} disabled={disabled} onPick={pick} />
      <div className="flex items-center justify-between gap-3 text-sm">
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <button
          type="button"
          onClick={() => move("", t("cleared"), line.length > 0 ? { area: "bank", index: 0 } : null)}
          disabled={disabled || line.length === 0}
          className="hover:text-brand-700 ml-auto rounded font-medium text-slate-600 underline-offset-2 hover:underline disabled:text-slate-300 disabled:no-underline"
        >
          {t("clear")}
        </button>
      </div>
    </div>
  );
}
