// Tolerates the binary rounding error of stored fractions such as 0.29, whose
// product with 100 is 28.999999999999996 and would otherwise floor to 28.
const EPSILON = 1e-9;

export function chartPercent(correct: number, total: number): number {
  if (total === 0) {
    return 0;
  }
  // Multiplying before dividing keeps exact percentages exact for integers.
  return Math.floor((correct * 100) / total);
}

export function resultPercent(result: number): number {
  return Math.floor(result * 100 + EPSILON);
}
