/**
 * The header through which the server hands the client address to the app
 * (lib/server/client-address-hook.ts). The hook sets it on every request,
 * replacing whatever a caller sent under that name, so no caller can forge it.
 */
export const CLIENT_ADDRESS_HEADER = "x-practice-client-address";

const UNKNOWN = "unknown";
const MAX_ADDRESS_LENGTH = 64;

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function headerValue(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The address of the client of a request, as the server vouched for it; "unknown" outside a server. */
export function clientAddress(headers: HeaderSource): string {
  const value = headerValue(headers, CLIENT_ADDRESS_HEADER)?.trim();
  return value && value.length <= MAX_ADDRESS_LENGTH ? value : UNKNOWN;
}

// An IPv4 peer of a dual-stack socket shows as `::ffff:127.0.0.1`.
function plainAddress(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

/**
 * The client address of a connection: with no trusted proxy, the peer of the
 * socket, whatever X-Forwarded-For says; behind N trusted proxies, the hop
 * the nearest of them appended N places from the right (each proxy appends
 * the peer it saw, so entries left of that were written by the client and
 * prove nothing). A request that passed fewer proxies than configured gets
 * the leftmost hop there is.
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
  const hops = trustedHops > 0 ? [...forwarded, peer ?? UNKNOWN] : [peer ?? UNKNOWN];
  const address = hops[Math.max(0, hops.length - 1 - trustedHops)]!;
  const plain = plainAddress(address);
  return plain.length > 0 && plain.length <= MAX_ADDRESS_LENGTH ? plain : UNKNOWN;
}
