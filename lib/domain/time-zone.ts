/**
 * The learner's time zone travels from the browser to the server in this
 * cookie (components/layout/time-zone-cookie.tsx writes it), because a server
 * rendering a page has no other way to know where "today" begins for its reader.
 */
export const TIME_ZONE_COOKIE = "tz";

/**
 * An IANA zone in Intl's canonical spelling. Only resolveTimeZone makes one,
 * so a service given a TimeZone reads days with it as it is: a page or the
 * API resolves the reader's zone once, where it comes in.
 */
export type TimeZone = string & { readonly __brand: "TimeZone" };

export const DEFAULT_TIME_ZONE = "UTC" as TimeZone;

// IANA names are short ASCII (the longest are about 32 characters);
// anything else is refused before Intl sees it.
const NAME_PATTERN = /^[A-Za-z0-9_+\-/]{1,64}$/;

/**
 * The IANA time zone a cookie or a request names, in Intl's canonical
 * spelling, or UTC when it names none Intl knows. The database receives only
 * names that passed here.
 */
export function resolveTimeZone(value: string | null | undefined): TimeZone {
  if (!value || !NAME_PATTERN.test(value)) return DEFAULT_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone as TimeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
