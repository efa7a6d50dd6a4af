// Indexes are 1-based because they are shown to learners ("3 of 10") and
// used in URLs as they are.

export function progressPercent(index: number, total: number): number {
  if (total === 0) {
    return 0;
  }
  // Multiplying first keeps whole percentages exact (29 of 100 is 29, not 28).
  return Math.floor((index * 100) / total);
}

export function nextIndex(index: number, total: number): number {
  return index >= total ? 1 : index + 1;
}

export function previousIndex(index: number, total: number): number {
  return index <= 1 ? total : index - 1;
}

export function nextUnansweredIndex(index: number, answered: readonly boolean[]): number | null {
  const total = answered.length;
  // The current question is checked last so that "skip to unanswered" moves
  // forward whenever anything else is still open.
  for (let step = 1; step <= total; step += 1) {
    const zeroBased = (((index - 1 + step) % total) + total) % total;
    if (answered[zeroBased] !== true) {
      return zeroBased + 1;
    }
  }
  return null;
}
