import { normalizeAddress, UNKNOWN_ADDRESS } from "@/lib/domain/network-address";
import { readEnv } from "@/lib/env";
import { PEER_ADDRESS_HEADER } from "@/server/request-guard.mjs";

export { PEER_ADDRESS_HEADER };

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function headerValue(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The address of the client of a request, in its one spelling
 * (normalizeAddress): from the socket's peer that server.mjs vouches for and
 * the request's X-Forwarded-For, as addressOfConnection reads them with the
 * configured TRUSTED_PROXY_HOPS; "unknown" without that server.
 */
export function clientAddress(headers: HeaderSource): string {
  const peer = headerValue(headers, PEER_ADDRESS_HEADER);
  if (peer === undefined) return UNKNOWN_ADDRESS;
  return addressOfConnection({
    peer,
    forwardedFor: headerValue(headers, "x-forwarded-for"),
    trustedHops: readEnv().TRUSTED_PROXY_HOPS,
  });
}

/**
 * The client address of a connection: with no trusted proxy, the peer of the
 * socket, whatever X-Forwarded-For says; behind N trusted proxies, the hop
 * the nearest of them appended N places from the right (each proxy appends
 * the peer it saw, so entries left of that were written by the client and
 * prove nothing). A request that passed fewer proxies than configured gets
 * the leftmost hop there is. The hop is normalised (normalizeAddress): a
 * proxy may write `1.2.3.4:5678` or `[2001:db8::1]:443`, a dual-stack socket
 * `::ffff:1.2.3.4`, and each is one client whatever its spelling.
 */
export function addressOfConnection({
  peer,
  forwardedFor,
  trustedHops,
}: {
  peer: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const hops = trustedHops > 0 ? [...forwarded, peer ?? UNKNOWN_ADDRESS] : [peer ?? UNKNOWN_ADDRESS];
  return normalizeAddress(hops[Math.max(0, hops.length - 1 - trustedHops)]!);
}
