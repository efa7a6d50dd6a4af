"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { TIME_ZONE_COOKIE } from "@/lib/domain/time-zone";

const ONE_YEAR_S = 31_536_000;

function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * Tells the server the browser's time zone in the `tz` cookie, which pages
 * read to know where the learner's days begin. When the cookie was missing or
 * named another zone (a first visit, a trip), the page is rendered again with
 * the right one.
 */
export function TimeZoneCookie() {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const value = encodeURIComponent(zone);
    if (cookieValue(TIME_ZONE_COOKIE) === value) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
    // Only once the cookie took (a browser may refuse it): otherwise every render would refresh again.
    if (cookieValue(TIME_ZONE_COOKIE) === value) router.refresh();
  }, [router]);
  return null;
}
