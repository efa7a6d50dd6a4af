import type { z } from "zod";
import type { DefaultAccess } from "@/lib/auth/authorize";
import type { Principal } from "@/lib/domain/principal";
import { parseInput, type ValidityFlag } from "@/lib/errors";
import type { ApiReply } from "./http";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type { DefaultAccess };

/** What a handler is given: the body and the query already read with the route's own schemas. */
type RouteContext<Body, Query> = {
  request: Request;
  principal: Principal | null;
  params: Record<string, string>;
  query: Query;
  body: Body;
  address: string;
};

/** What the routes of a group share: the tag openapi.json files them under, and who may call them by default. */
type RouteGroupFacts = {
  access: DefaultAccess;
  tag: string;
};

/** Where a route answers. */
type RouteAddress = {
  method: HttpMethod;
  /** Relative to the API base; `:name` segments are parameters. */
  path: string;
};

/** What a route is, apart from where it answers and the facts of its group. */
type RouteDetails<Body, Query> = {
  summary: string;
  /** Only an X-Session-Token header identifies the caller (GET auth/logout). */
  tokenOnly?: boolean;
  /** The body, parsed by the dispatcher (422 with the field errors) before the handler runs. */
  body?: z.ZodType<Body>;
  /**
   * A body the handler reads itself, documented like `body`: registration
   * must count a malformed attempt against its limits before judging it.
   */
  rawBody?: z.ZodType;
  /** Which name the validity flag of a 422 carries (login and register use isValid). */
  validityFlag?: ValidityFlag;
  /** A larger body than the API's 100 kB, for a route that takes a file. */
  maxBodyBytes?: number;
  /** The query string, parsed by the dispatcher (400 naming the parameter). */
  query?: z.ZodType<Query>;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  // Method syntax: a route with a typed body still belongs in the list of every route.
  handle(context: RouteContext<Body, Query>): Promise<ApiReply>;
};

export type ApiRoute<Body = unknown, Query = unknown> = RouteAddress &
  RouteGroupFacts &
  RouteDetails<Body, Query>;

/** A lone route, with its body and query types read off its schemas (several that share a tag: `routeGroup`). */
export function defineRoute<Body = undefined, Query = undefined>(
  route: ApiRoute<Body, Query>,
): ApiRoute<Body, Query> {
  return route;
}

/** A route of a group at a path: it takes the group's tag and access unless it names its own. */
type GroupRoute = <Body = undefined, Query = undefined>(
  path: string,
  route: RouteDetails<Body, Query> & Partial<RouteGroupFacts>,
) => ApiRoute<Body, Query>;

export type RouteGroup = Record<Lowercase<HttpMethod>, GroupRoute>;

/**
 * Routes that share a tag and a default access, stated once for all of them:
 * `group.get(path, { summary, responses, handle })` then says only what sets
 * a route apart, its own `access` where it differs. Body and query types are
 * read off the route's schemas as with `defineRoute`.
 */
export function routeGroup(shared: RouteGroupFacts): RouteGroup {
  const routeOf =
    (method: HttpMethod): GroupRoute =>
    (path, route) => ({
      method,
      path,
      ...route,
      access: route.access ?? shared.access,
      tag: route.tag ?? shared.tag,
    });
  return {
    get: routeOf("GET"),
    post: routeOf("POST"),
    put: routeOf("PUT"),
    patch: routeOf("PATCH"),
    delete: routeOf("DELETE"),
  };
}

/**
 * A caller's body read with the route's own schema: 422 with the field errors
 * (under the route's validity flag). The dispatcher and the server actions
 * both read bodies through here.
 */
export function routeBody<Body>(route: ApiRoute<Body, unknown>, input: unknown): Body {
  if (!route.body) throw new Error(`${route.method} ${route.path} declares no body`);
  return parseInput(route.body, input, route.validityFlag);
}

export function ok(body: unknown, status = 200): ApiReply {
  return { status, body };
}

export function saved(data: unknown, status: 200 | 201): ApiReply {
  return { status, body: { valid: true, data } };
}

export const deleted: ApiReply = { status: 200, body: { deleted: true } };

/** For routes whose default access guarantees a principal. */
export function signedIn(principal: Principal | null): Principal {
  if (!principal) throw new Error("Route declared for signed-in callers ran without one");
  return principal;
}
