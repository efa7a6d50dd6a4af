import { type NextRequest, NextResponse } from "next/server";
import {
  isDocumentPath,
  NON_DOCUMENT_POLICY,
  newNonce,
  pagePolicy,
  staticSecurityHeaders,
} from "@/lib/security/headers";

const GUARDED_PREFIXES = ["/personal-account", "/administration", "/review"];
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

// `.rsc` payloads and prefetches of a guarded page are guarded like the page.
function normalizedPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Keep the raw path; it cannot name a guarded page any better.
  }
  return path.replace(/(\/index)?\.rsc$/, "").replace(/\/+$/, "") || "/";
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function isGuarded(pathname: string): boolean {
  const path = normalizedPath(pathname);
  return GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const SECURITY_HEADERS = staticSecurityHeaders({ production: process.env.NODE_ENV === "production" });
const DEVELOPMENT = process.env.NODE_ENV === "development";

function secured(response: NextResponse, policy: string): NextResponse {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** Where a guest goes instead of a guarded page, or null when the request may go on. */
function loginRedirect(request: NextRequest): URL | null {
  if (!isGuarded(request.nextUrl.pathname)) return null;
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return null;
  const login = new URL("/login", request.url);
  login.searchParams.set(
    "callbackUrl",
    `${normalizedPath(request.nextUrl.pathname)}${request.nextUrl.search}`,
  );
  return login;
}

/**
 * Refuses malformed URLs, sends guests from guarded pages to the login page
 * (it only redirects: every page and action checks the session again), and
 * puts the security headers on every answer, pages with a fresh CSP nonce.
 */
export function proxy(request: NextRequest) {
  // Next.js answers a path whose percent-encoding does not decode (`%zz`,
  // `%C0%AF`, an encoded lone surrogate) with a bare 500 while it matches the
  // route; such a path names nothing: 400, in the API's error format.
  if (!decodes(request.nextUrl.pathname)) {
    const body = { statusCode: 400, message: "Malformed URL", date: new Date().toISOString() };
    const refusal = NextResponse.json(body, { status: 400, headers: { "cache-control": "no-store" } });
    return secured(refusal, NON_DOCUMENT_POLICY);
  }
  if (!isDocumentPath(request.nextUrl.pathname)) return secured(NextResponse.next(), NON_DOCUMENT_POLICY);
  const nonce = newNonce();
  const policy = pagePolicy(nonce, { development: DEVELOPMENT });
  const login = loginRedirect(request);
  if (login) return secured(NextResponse.redirect(login), policy);
  // Next.js takes the nonce for its own scripts from the request's policy header.
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", policy);
  return secured(NextResponse.next({ request: { headers } }), policy);
}

export const config = {
  // The REST API and next-auth's routes run through here too, for the URL check and the headers.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
