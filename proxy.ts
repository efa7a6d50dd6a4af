import { type NextRequest, NextResponse } from "next/server";
import { newNonce, pagePolicy } from "@/lib/security/headers";

const GUARDED_PREFIXES = ["/personal-account", "/administration", "/review", "/join", "/classes"];
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

// `.rsc` payloads and prefetches of a guarded page are guarded like the page.
function normalizedPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // server.mjs answers such a path before Next.js; keep it raw all the same.
  }
  return path.replace(/(\/index)?\.rsc$/, "").replace(/\/+$/, "") || "/";
}

function isGuarded(pathname: string): boolean {
  const path = normalizedPath(pathname);
  return GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const DEVELOPMENT = process.env.NODE_ENV === "development";

/** An answer in the REST API's error format; next.config.mjs adds the security headers. */
function refusal(status: number, message: string): NextResponse {
  const body = { statusCode: status, message, date: new Date().toISOString() };
  return NextResponse.json(body, { status, headers: { "cache-control": "no-store" } });
}

/**
 * Whether a server action's body holds an argument list. Next.js decodes
 * the body and spreads the result into the action's arguments before any of
 * our code runs: `null`, `42`, a string or broken JSON throw inside Next.js
 * (a TypeError or SyntaxError, answered 500 with an error digest and logged).
 * The client always sends a JSON array: the whole body, or the part "0" of a
 * multipart one. The proxy reads its own copy of the body (Next.js buffers
 * the body and hands the action another), so the action still reads it all.
 */
async function holdsArgumentList(request: NextRequest): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  try {
    let root: FormDataEntryValue | null;
    if (type.startsWith("multipart/form-data")) root = (await request.formData()).get("0");
    else root = await request.text();
    return typeof root === "string" && Array.isArray(JSON.parse(root));
  } catch {
    return false;
  }
}

/** A POST that Next.js runs as a server action and decodes as one (a urlencoded one it refuses itself). */
function isServerActionCall(request: NextRequest): boolean {
  return (
    request.method === "POST" &&
    request.headers.has("next-action") &&
    request.headers.get("content-type") !== "application/x-www-form-urlencoded"
  );
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
 * Runs for pages only. Refuses server action calls without an argument list,
 * sends guests from guarded pages to the login page (it only redirects: every
 * page and action checks the session again), and gives pages their
 * Content-Security-Policy with a fresh nonce. The other security headers come
 * from next.config.mjs, on every answer; malformed URLs and trailing slashes
 * are answered before Next.js by server.mjs.
 */
export async function proxy(request: NextRequest) {
  if (isServerActionCall(request) && !(await holdsArgumentList(request))) {
    return refusal(400, "Server action arguments must be a list");
  }
  const login = loginRedirect(request);
  if (login) return NextResponse.redirect(login);
  // Next.js takes the nonce for its own scripts from the request's policy header.
  const nonce = newNonce();
  const policy = pagePolicy(nonce, { development: DEVELOPMENT });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// Pages only: not the REST API or next-auth's routes (JSON, never a page),
// static files or the image optimizer, whose headers are next.config.mjs's.
// Anchored, so that `/favicon.ico.html` is not left out with `/favicon.ico`.
// A server action call runs through here on any other path, since Next.js
// runs one posted to an excluded path too (on its 404 page).
export const config = {
  matcher: [
    "/((?!english-api/|api/|_next/static/|_next/image$|favicon\\.ico$).*)",
    { source: "/((?!english-api/|api/).*)", has: [{ type: "header", key: "next-action" }] },
  ],
};
