import "server-only";
import { authorize, isAuthorized } from "@/lib/auth/authorize";
import type { Principal } from "@/lib/domain/principal";
import type { ApiRoute } from "./define";

/**
 * A REST call named by the ways in that are not REST requests: the route
 * itself (a typed reference, so a wrong one fails to compile) and the values
 * of its path parameters, e.g. `{ route: unitRoutes.remove, params: { key: "12" } }`.
 */
export type ApiCall<Body = unknown, Query = unknown> =
  ApiRoute<Body, Query> | { route: ApiRoute<Body, Query>; params: Record<string, string> };

export function routeOf<Body, Query>(call: ApiCall<Body, Query>): ApiRoute<Body, Query> {
  return "route" in call ? call.route : call;
}

/** The path segments the dispatcher would have matched for this call. */
function segmentsOf(call: ApiCall): string[] {
  const params = "route" in call ? call.params : {};
  return routeOf(call)
    .path.split("/")
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`No value for ${segment} of ${routeOf(call).path}`);
      return value;
    });
}

function accessRequest(principal: Principal | null, call: ApiCall) {
  const route = routeOf(call);
  return { principal, method: route.method, segments: segmentsOf(call), defaultAccess: route.access };
}

/**
 * Judges a server action, a sign-in form or a menu entry as the REST call it
 * stands for, with the dispatcher's rules and the one authorization check.
 */
export async function authorizeCall(principal: Principal | null, call: ApiCall): Promise<void> {
  await authorize(accessRequest(principal, call));
}

export async function canCall(principal: Principal | null, call: ApiCall): Promise<boolean> {
  return isAuthorized(accessRequest(principal, call));
}
