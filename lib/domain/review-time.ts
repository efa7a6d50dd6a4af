const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** "in 10 minutes", "tomorrow", "now" in `locale`, made once. */
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    formats.set(locale, format);
  }
  return format;
}

/**
 * When a card comes back, in the largest unit that reads naturally: "in 10
 * minutes", "tomorrow", "in 4 days". Each unit is rounded before the next is
 * tried, so 23 hours 59 minutes reads "tomorrow", not "in 24 hours".
 */
export function dueInWords(dueMs: number, nowMs: number, locale = "en"): string {
  const relative = relativeFormat(locale);
  const ahead = dueMs - nowMs;
  const minutes = Math.round(ahead / MINUTE);
  // "now" in English, «сейчас» in Russian.
  if (minutes < 1) return relative.format(0, "second");
  if (minutes < 60) return relative.format(minutes, "minute");
  const hours = Math.round(ahead / HOUR);
  if (hours < 24) return relative.format(hours, "hour");
  const days = Math.round(ahead / DAY);
  if (days < 60) return relative.format(days, "day");
  const months = Math.round(ahead / (30 * DAY));
  if (months < 12) return relative.format(months, "month");
  return relative.format(Math.round(ahead / (365 * DAY)), "year");
}

/**
 * When the next card is due, in the short form a status line takes: "now",
 * "in 2 min", "in 3 h"; null from a day ahead, where a date says more. Minutes
 * are rounded up, so a card due in 40 seconds is not "in 0 min". English keeps
 * its own short words; another locale takes Intl's words («через 2 минуты»):
 * an abbreviation's full stop would end a sentence twice.
 */
export function dueSoonWords(dueMs: number, nowMs: number, locale = "en"): string | null {
  const ahead = dueMs - nowMs;
  if (ahead >= DAY) return null;
  const relative = relativeFormat(locale);
  if (ahead <= 0) return relative.format(0, "second");
  const minutes = Math.ceil(ahead / MINUTE);
  const hours = Math.round(ahead / HOUR);
  if (locale === "en") return minutes < 60 ? `in ${minutes} min` : `in ${hours} h`;
  return minutes < 60 ? relative.format(minutes, "minute") : relative.format(hours, "hour");
}
