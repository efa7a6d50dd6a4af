import type { z } from "zod";
import type { DefaultAccess } from "@/lib/auth/authorize";
import type { Principal } from "@/lib/domain/principal";
import type { ApiReply } from "./http";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type { DefaultAccess };

type RouteContext = {
  request: Request;
  principal: Principal | null;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  address: string;
};

export type ApiRoute = {
  method: HttpMethod;
  /** Relative to the API base; `:name` segments are parameters. */
  path: string;
  access: DefaultAccess;
  summary: string;
  tag: string;
  /** Only an X-Session-Token header identifies the caller (GET auth/logout). */
  tokenOnly?: boolean;
  body?: z.ZodType;
  /** A larger body than the API's 100 kB, for a route that takes a file. */
  maxBodyBytes?: number;
  query?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  handle: (context: RouteContext & { principal: Principal | null }) => Promise<ApiReply>;
};

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
