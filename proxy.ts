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

function isGuarded(pathname: string): boolean {
  const path = normalizedPath(pathname);
  return GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Sends guests from guarded pages to the login page, remembering where they
 * came from. It only redirects: every page and action checks the session again.
 */
export function proxy(request: NextRequest) {
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
  matcher: ["/((?!_next/static|_next/image|favicon.ico|english-api|api/auth).*)"],
};
