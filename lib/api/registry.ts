import type { ApiRoute, HttpMethod } from "./define";
import { accessRouteList } from "./routes/access";
import { authRouteList } from "./routes/auth";
import { contentRouteList } from "./routes/content";
import { transferRouteList } from "./routes/transfer";
import { bulkRouteList } from "./routes/bulk";
import { resultRouteList } from "./routes/results";
import { reviewRouteList } from "./routes/review";
import { classRouteList } from "./routes/classes";

const openApiRoute: ApiRoute = {
  method: "GET",
  path: "/openapi.json",
  access: "public",
  tag: "Meta",
  summary: "This document",
  responses: { 200: { description: "The OpenAPI 3.1 document" } },
  async handle() {
    const { buildOpenApiDocument } = await import("./openapi");
    return {
      status: 200,
      body: buildOpenApiDocument(API_ROUTES),
      headers: { "cache-control": "public, max-age=300" },
    };
  },
};

/** Every call of the REST API: the router, the authorization defaults and openapi.json read this list. */
export const API_ROUTES: ApiRoute[] = [
  ...authRouteList,
  ...contentRouteList,
  ...transferRouteList,
  ...bulkRouteList,
  ...accessRouteList,
  ...resultRouteList,
  ...reviewRouteList,
  ...classRouteList,
  openApiRoute,
];

export type RouteMatch =
  | { kind: "found"; route: ApiRoute; params: Record<string, string>; segments: string[] }
  | { kind: "method-not-allowed"; allowed: HttpMethod[] }
  | { kind: "not-found" };

/** A route's path split once: its segments, and how many are literal (a literal beats a parameter). */
type Pattern = { route: ApiRoute; segments: string[]; literals: number };

const PATTERNS: Pattern[] = API_ROUTES.map((route) => {
  const segments = route.path.split("/").filter(Boolean);
  return { route, segments, literals: segments.filter((segment) => !segment.startsWith(":")).length };
});

function matchPath(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const actual = segments[index]!;
    if (segment.startsWith(":")) params[segment.slice(1)] = actual;
    else if (segment !== actual) return null;
  }
  return params;
}

export function matchRoute(method: string, path: string): RouteMatch {
  let segments: string[];
  try {
    segments = path.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return { kind: "not-found" };
  }
  const allowed: HttpMethod[] = [];
  let found: (RouteMatch & { kind: "found" }) | null = null;
  let foundLiterals = -1;
  for (const pattern of PATTERNS) {
    const params = matchPath(pattern.segments, segments);
    if (!params) continue;
    const { route } = pattern;
    // A literal segment beats a parameter: /users/reset-password is not /users/:login.
    if (route.method === method && pattern.literals > foundLiterals) {
      found = { kind: "found", route, params, segments };
      foundLiterals = pattern.literals;
    }
    if (!allowed.includes(route.method)) allowed.push(route.method);
  }
  if (found) return found;
  return allowed.length > 0 ? { kind: "method-not-allowed", allowed } : { kind: "not-found" };
}
