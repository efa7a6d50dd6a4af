import "server-only";
import { runInRequestScope } from "@/db/cache-versions";
import { authorize } from "@/lib/auth/authorize";
import { clientAddress } from "@/lib/auth/client-address";
import { cookieReaderOf, hasSessionCookie, principalOfRequest, SESSION_HEADER } from "@/lib/auth/current";
import { AppError } from "@/lib/errors";
import { resolveSession } from "@/lib/services/access/sessions";
import {
  API_BASE,
  type ApiReply,
  errorReply,
  isStorableText,
  replyResponse,
  readJsonBody,
  replyForError,
} from "./http";
import { routeBody } from "./define";
import { parseQuery } from "./query";
import { matchRoute } from "./registry";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/**
 * A cookie-authenticated state change must come from our own pages: the
 * browser's Origin (or Sec-Fetch-Site) has to name this site.
 */
function assertSameOrigin(request: Request): void {
  const site = request.headers.get("sec-fetch-site");
  if (site === "same-origin") return;
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (origin && host) {
    try {
      if (new URL(origin).host === host) return;
    } catch {
      // A malformed Origin is refused below.
    }
  }
  throw AppError.forbidden("Cross-site request refused");
}

async function handle(request: Request): Promise<ApiReply> {
  const url = new URL(request.url);
  const path = url.pathname.slice(API_BASE.length) || "/";
  const match = matchRoute(request.method, path);
  if (match.kind === "not-found") throw AppError.notFound("Route was not found");
  if (match.kind === "method-not-allowed") {
    const allow = match.allowed.join(", ");
    return errorReply(new AppError(405, `Method ${request.method} is not allowed here`), { allow });
  }
  const { route, params, segments } = match;
  const store = cookieReaderOf(request.headers.get("cookie"));
  const tokenHeader = request.headers.get(SESSION_HEADER);
  const principal = route.tokenOnly
    ? tokenHeader === null
      ? null
      : await resolveSession({ token: tokenHeader })
    : await principalOfRequest(request, store);
  if (request.method !== "GET" && tokenHeader === null && hasSessionCookie(store)) assertSameOrigin(request);

  await authorize({ principal, method: request.method, segments, defaultAccess: route.access });
  // No key or query value holding a NUL character can name anything stored.
  if (!Object.values(params).every(isStorableText)) throw AppError.notFound();
  if (![...url.searchParams].every(([key, value]) => isStorableText(key) && isStorableText(value))) {
    throw AppError.badRequest("Malformed query string");
  }
  const query = route.query ? parseQuery(route.query, url.searchParams) : undefined;
  const raw = BODY_METHODS.has(request.method) ? await readJsonBody(request, route.maxBodyBytes) : undefined;
  const body = route.body ? routeBody(route, raw) : raw;
  return route.handle({ request, principal, params, query, body, address: clientAddress(request.headers) });
}

/** The whole REST API: route, read, authorize, call the service, answer. */
export async function dispatch(request: Request): Promise<Response> {
  try {
    // One read of the cache versions serves the session, the rules and the content of the call.
    return replyResponse(await runInRequestScope(() => handle(request)));
  } catch (error) {
    return replyResponse(replyForError(error));
  }
}
