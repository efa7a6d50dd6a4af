import ipaddr from "ipaddr.js";

/** What an address that cannot be read stands as: one shared key, so garbage cannot mint new ones. */
export const UNKNOWN_ADDRESS = "unknown";

// Longer than any spelling of an address with brackets, port and zone; anything
// longer is not worth parsing.
const MAX_INPUT_LENGTH = 100;
// `[2001:db8::1]` or `[2001:db8::1]:443`, as RFC 3986 writes an IPv6 host.
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;
// `1.2.3.4:5678`, as some proxies write their X-Forwarded-For entries.
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
// An IPv6 client's provider hands it a whole /64 and it picks addresses in it
// at will (privacy extensions rotate them daily), so one client is one /64.
const IPV6_CLIENT_GROUPS = 4;

function parsed(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_INPUT_LENGTH) return null;
  const host = BRACKETED.exec(trimmed)?.[1] ?? IPV4_WITH_PORT.exec(trimmed)?.[1] ?? trimmed;
  // Only the dotted quad: `127.1`, `0x7f.0.0.1` and `010.0.0.1` are legal to
  // inet_aton but no socket or proxy writes them, and each reads differently.
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return ipaddr.IPv4.parse(host);
  if (!ipaddr.IPv6.isValid(host)) return null;
  const address = ipaddr.IPv6.parse(host);
  // An IPv4 peer of a dual-stack socket shows as ::ffff:a.b.c.d: it is that IPv4 client.
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  // The zone (`%eth0`) names an interface of the machine that saw the address, not the client.
  return new ipaddr.IPv6(address.parts);
}

/**
 * One spelling per address: IPv4 as a dotted quad (an IPv4-mapped IPv6
 * address too), IPv6 in RFC 5952's form (lower case, zeros compressed),
 * without brackets, port or zone; anything else is "unknown". Limits count
 * per address, so two spellings of one must never be two clients.
 */
export function normalizeAddress(text: string): string {
  const address = parsed(text);
  if (!address) return UNKNOWN_ADDRESS;
  return address instanceof ipaddr.IPv4 ? address.toString() : address.toRFC5952String();
}

/**
 * The key a per-address limit counts under: an IPv4 address as is, an IPv6
 * address by its /64 (`2001:db8:0:1::/64`), since one client holds a whole
 * /64 and would otherwise get a fresh allowance per address.
 */
export function addressLimitKey(text: string): string {
  const address = parsed(text);
  if (!address) return UNKNOWN_ADDRESS;
  if (address instanceof ipaddr.IPv4) return address.toString();
  const network = address.parts.map((part, index) => (index < IPV6_CLIENT_GROUPS ? part : 0));
  return `${new ipaddr.IPv6(network).toRFC5952String()}/${IPV6_CLIENT_GROUPS * 16}`;
}
