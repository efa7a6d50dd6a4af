import type { BadgeColor, LabelledBadge } from "@/lib/domain/badge";

const TONE_CLASSES: Record<BadgeColor, string> = {
  success: "bg-success text-white",
  secondary: "bg-secondary text-white",
  warning: "bg-warning text-white",
  error: "bg-error text-white",
};

export const TONE_TEXT: Record<BadgeColor, string> = {
  success: "text-success",
  secondary: "text-secondary",
  warning: "text-warning",
  error: "text-error",
};

function Badge({ color, children, label }: { color: BadgeColor; children: React.ReactNode; label: string }) {
  return (
    <span
      aria-label={label}
      title={label}
      className={`inline-flex min-w-6 items-center justify-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONE_CLASSES[color]}`}
    >
      {children}
    </span>
  );
}

/** A unit's results badge in a list of units, or nothing for a unit without results. */
export function UnitResultsBadge({ badge }: { badge: LabelledBadge | null }) {
  return badge ? (
    <Badge color={badge.color} label={badge.label}>
      {badge.content}
    </Badge>
  ) : null;
}
