import { type NextRequest, NextResponse } from "next/server";

const GUARDED_PREFIXES = ["/personal-account", "/administration"];
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

/**
 * Sends guests from guarded pages to the login page, remembering where they
 * came from. It only redirects: every page and action checks the session again.
 */
export function proxy(request: NextRequest) {
  // Next.js answers a path whose percent-encoding does not decode (`%zz`,
  // `%C0%AF`, an encoded lone surrogate) with a bare 500 while it matches the
  // route; such a path names nothing: 400, in the API's error format.
  if (!decodes(request.nextUrl.pathname)) {
    const body = { statusCode: 400, message: "Malformed URL", date: new Date().toISOString() };
    return NextResponse.json(body, { status: 400, headers: { "cache-control": "no-store" } });
  }
  if (!isGuarded(request.nextUrl.pathname)) return NextResponse.next();
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return NextResponse.next();
  const login = new URL("/login", request.url);
  login.searchParams.set(
    "callbackUrl",
    `${normalizedPath(request.nextUrl.pathname)}${request.nextUrl.search}`,
  );
  return NextResponse.redirect(login);
}

export const config = {
  // The REST API and next-auth's routes run through here too, for the malformed-URL check only.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
