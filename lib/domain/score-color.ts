export type ScoreColor = "error" | "secondary" | "success";

export function scoreColor(percent: number): ScoreColor {
  if (percent < 51) {
    return "error";
  }
  if (percent < 80) {
    return "secondary";
  }
  return "success";
}
