/**
 * Marks as many chips of a word as the answer already uses, so the learner
 * sees which words are left; used chips stay clickable because a phrase may
 * repeat a word and the answer can also be typed.
 */
function usedChips(chips: readonly string[], answer: string): boolean[] {
  const remaining = new Map<string, number>();
  for (const word of answer.toLocaleLowerCase().split(/\s+/).filter(Boolean)) {
    remaining.set(word, (remaining.get(word) ?? 0) + 1);
  }
  return chips.map((chip) => {
    const key = chip.toLocaleLowerCase();
    const left = remaining.get(key) ?? 0;
    if (left === 0) return false;
    remaining.set(key, left - 1);
    return true;
  });
}

export function WordChips({
  chips,
  answer,
  disabled,
  onPick,
  onUndo,
  onClear,
}: {
  chips: readonly string[];
  answer: string;
  disabled: boolean;
  onPick: (word: string) => void;
  onUndo: () => void;
  onClear: () => void;
}) {
  const used = usedChips(chips, answer);
  const empty = answer.trim() === "";
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="Words of the phrase" className="flex flex-wrap gap-2">
        {chips.map((chip, position) => (
          <button
            key={position}
            type="button"
            disabled={disabled}
            onClick={() => onPick(chip)}
            className={`min-h-9 rounded-full border px-3 py-1 text-sm font-medium transition-colors disabled:cursor-not-allowed ${
              used[position]
                ? "border-slate-200 bg-slate-100 text-slate-400 hover:bg-slate-200"
                : "border-brand-100 bg-brand-50 text-brand-700 hover:border-brand-500 hover:bg-brand-100"
            }`}
          >
            {chip}
          </button>
        ))}
      </div>
      <div className="flex gap-3 text-sm">
        <button
          type="button"
          onClick={onUndo}
          disabled={disabled || empty}
          className="hover:text-brand-700 rounded font-medium text-slate-600 underline-offset-2 hover:underline disabled:text-slate-300 disabled:no-underline"
        >
          Undo last word
        </button>
        <button
          type="button"
          onClick={onClear}
          disabled={disabled || empty}
          className="hover:text-brand-700 rounded font-medium text-slate-600 underline-offset-2 hover:underline disabled:text-slate-300 disabled:no-underline"
        >
          Clear
        </button>
      </div>
    </div>
  );
}
