/**
 * Worked examples of a whole percentage of a total, [part, total, percent]: chartPercent and
 * progressPercent share the rule, so they share the examples.
 */
export const FLOORED_SHARES: Record<string, readonly (readonly [number, number, number])[]> = {
  "floors the share of the total": [
    [2, 3, 66],
    [1, 3, 33],
    [0, 5, 0],
    [5, 5, 100],
    [3, 3, 100],
    [1, 8, 12],
  ],
  "keeps exact percentages exact despite floating point": [
    [29, 100, 29],
    [57, 100, 57],
    [7, 25, 28],
  ],
  "is 0 when the total is 0": [
    [0, 0, 0],
    [1, 0, 0],
  ],
};
