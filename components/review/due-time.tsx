import { useLocale } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { dueSoonWords } from "@/lib/domain/review-time";

/**
 * When a card falls due, counted from `readAt` (when the figures were read):
 * "in 2 min" or "in 3 h" within a day («через 2 минуты» in Russian), else the
 * date and time in the reader's own time zone.
 */
export function DueTime({ iso, readAt }: { iso: string; readAt: string }) {
  const soon = dueSoonWords(Date.parse(iso), Date.parse(readAt), useLocale());
  return soon === null ? (
    <LocalTime iso={iso} />
  ) : (
    <time dateTime={iso} className="whitespace-nowrap">
      {soon}
    </time>
  );
}
