/**
 * The client address is the first X-Forwarded-For hop: a deployment puts a
 * reverse proxy in front that sets it (see README). Without one, every caller
 * shares the "unknown" bucket of the per-address limiter.
 */
export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw = headers instanceof Headers ? headers.get("x-forwarded-for") : headers["x-forwarded-for"];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const first = value?.split(",")[0]?.trim();
  return first && first.length <= 64 ? first : "unknown";
}
