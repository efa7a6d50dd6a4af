import { resultPercent } from "./percent";

export const RECENT_WINDOW_MS = 604_800_000;
export const BADGE_CAP = 99;

export type BadgeColor = "success" | "secondary" | "warning" | "error";

export type UnitBadge = { content: number; color: BadgeColor; average: number };

// Only the latest attempts count, so a learner who has improved is not held
// back by old failures.
const AVERAGED_RESULTS = 2;

export function unitBadge(
  results: readonly { createdTs: number; result: number }[],
  now: number,
): UnitBadge | null {
  if (results.length === 0) {
    return null;
  }

  const ordered = [...results].sort((a, b) => a.createdTs - b.createdTs);
  const latest = ordered.slice(-AVERAGED_RESULTS);
  const newest = latest[latest.length - 1];
  if (newest === undefined) {
    return null;
  }

  const sum = latest.reduce((acc, item) => acc + resultPercent(item.result), 0);
  const average = Math.round(sum / latest.length);
  const recent = now - newest.createdTs <= RECENT_WINDOW_MS;

  return {
    content: Math.min(results.length, BADGE_CAP),
    color: badgeColor(recent, average),
    average,
  };
}

// A stale unit can at best be a warning: good old results still need review.
function badgeColor(recent: boolean, average: number): BadgeColor {
  if (recent) {
    if (average > 90) {
      return "success";
    }
    if (average > 80) {
      return "secondary";
    }
    return "error";
  }
  return average > 75 ? "warning" : "error";
}

/** A unit's badge as a list shows it: the count, its colour, and a label that reads it out. */
export type LabelledBadge = { content: number; color: BadgeColor; label: string };

export function labelledUnitBadge(
  results: readonly { createdTs: number; result: number }[],
  now: number,
): LabelledBadge | null {
  const badge = unitBadge(results, now);
  if (!badge) return null;
  const count = results.length;
  return {
    content: badge.content,
    color: badge.color,
    label: `${count} ${count === 1 ? "result" : "results"}, average ${badge.average}%`,
  };
}
