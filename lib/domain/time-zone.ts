/**
 * The learner's time zone travels from the browser to the server in this
 * cookie (components/layout/time-zone-cookie.tsx writes it), because a server
 * rendering a page has no other way to know where "today" begins for its reader.
 */
export const TIME_ZONE_COOKIE = "tz";

export const DEFAULT_TIME_ZONE = "UTC";

// IANA names are short ASCII (the longest are about 32 characters);
// anything else is refused before Intl sees it.
const NAME_PATTERN = /^[A-Za-z0-9_+\-/]{1,64}$/;

// Building a formatter to ask Intl costs about 0.1 ms, and Home asks three times. Only names Intl
// knows are kept (a few hundred zones and their older names), and no more than the cap.
const resolvedZones = new Map<string, string>();
const MAX_RESOLVED_ZONES = 1_000;

/**
 * The IANA time zone a cookie names, in Intl's canonical spelling, or UTC when
 * it names none Intl knows. The database receives only names that passed here.
 */
export function resolveTimeZone(value: string | null | undefined): string {
  if (!value || !NAME_PATTERN.test(value)) return DEFAULT_TIME_ZONE;
  // Intl reads zone names in any case: one entry per zone, whatever the cookie's spelling.
  const key = value.toLowerCase();
  const known = resolvedZones.get(key);
  if (known) return known;
  try {
    const zone = new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
    if (resolvedZones.size < MAX_RESOLVED_ZONES) resolvedZones.set(key, zone);
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
