import "server-only";
import { cookies } from "next/headers";
import { resolveTimeZone, TIME_ZONE_COOKIE, type TimeZone } from "@/lib/domain/time-zone";

/** The reader's time zone from the cookie the browser sets (UTC until it has). */
export async function getPageTimeZone(): Promise<TimeZone> {
  return resolveTimeZone((await cookies()).get(TIME_ZONE_COOKIE)?.value);
}
