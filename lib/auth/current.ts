import "server-only";
import { decode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { resolveSession } from "@/lib/services/access/sessions";
import type { Principal } from "@/lib/domain/principal";
import { loginHref } from "@/lib/safe-redirect";
import { getAuthSecret } from "./secret";

export const SESSION_HEADER = "x-session-token";
// next-auth names the cookie with the __Secure- prefix when served over https.
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

type CookieReader = { get(name: string): { value: string } | undefined };

/** Reads a Cookie header itself, so the API runs the same in and out of Next. */
export function cookieReaderOf(header: string | null | undefined): CookieReader {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0) jar.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  return { get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined) };
}

type DecodedCookie = { sessionToken: string; expiresAt: number };

/** Decrypted cookies kept per process; the oldest go first. */
const MAX_DECODED_COOKIES = 10_000;
const DECODED_KEY = Symbol.for("practice.decoded-cookies");
type GlobalWithCookies = typeof globalThis & { [DECODED_KEY]?: Map<string, DecodedCookie> };
const decodedCookies = ((globalThis as GlobalWithCookies)[DECODED_KEY] ??= new Map<string, DecodedCookie>());

/**
 * The session token inside next-auth's encrypted cookie. Decrypting it
 * (key derivation and AES-GCM) costs more than the rest of a cached page
 * request; the same cookie value always holds the same token, so each value
 * is decrypted once while it lives (its own expiry still applies).
 */
async function sessionTokenOf(cookie: string): Promise<string | null> {
  const decoded = decodedCookies.get(cookie);
  if (decoded && decoded.expiresAt > Date.now()) return decoded.sessionToken;
  const jwt = await decode({ token: cookie, secret: getAuthSecret() }).catch(() => null);
  if (!jwt?.sessionToken) return null;
  decodedCookies.set(cookie, {
    sessionToken: jwt.sessionToken,
    expiresAt: typeof jwt.exp === "number" ? jwt.exp * 1000 : Date.now(),
  });
  if (decodedCookies.size > MAX_DECODED_COOKIES) decodedCookies.delete(decodedCookies.keys().next().value!);
  return jwt.sessionToken;
}

export async function principalFromCookies(store: CookieReader): Promise<Principal | null> {
  for (const name of SESSION_COOKIES) {
    const value = store.get(name)?.value;
    if (!value) continue;
    const sessionToken = await sessionTokenOf(value);
    if (sessionToken) return resolveSession({ token: sessionToken });
  }
  return null;
}

/** Whether a request carries the browser's session cookie (cookie-authenticated calls need CSRF checks). */
export function hasSessionCookie(store: CookieReader): boolean {
  return SESSION_COOKIES.some((name) => store.get(name) !== undefined);
}

/**
 * The caller of an API request: an X-Session-Token header wins; otherwise the
 * browser's session cookie. Null for guests and for unknown or revoked sessions.
 */
export async function principalOfRequest(request: Request, store: CookieReader): Promise<Principal | null> {
  const token = request.headers.get(SESSION_HEADER);
  if (token !== null) return resolveSession({ token });
  return principalFromCookies(store);
}

/** The signed-in user of the page being rendered (once per render). */
export const getPagePrincipal = cache(async (): Promise<Principal | null> => {
  return principalFromCookies(await cookies());
});

/** The signed-in user of a page that is theirs alone: a guest is sent to log in, and back to `path` after. */
export async function getPagePrincipalOrLogin(path: string): Promise<Principal> {
  const principal = await getPagePrincipal();
  if (!principal) redirect(loginHref(path));
  return principal;
}
