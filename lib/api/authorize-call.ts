import "server-only";
import { authorize, isAuthorized } from "@/lib/auth/authorize";
import type { Principal } from "@/lib/domain/principal";
import type { HttpMethod } from "./define";
import { resolveCall } from "./registry";

/** A REST call named by the ways in that are not REST requests: `{ method: "DELETE", path: "/units/12" }`. */
export type ApiCall = { method: HttpMethod; path: string };

function accessRequest(principal: Principal | null, { method, path }: ApiCall) {
  const { route, segments } = resolveCall(method, path);
  return { principal, method, segments, defaultAccess: route.access };
}

/**
 * Judges a server action, a sign-in form or a menu entry as the REST call it
 * stands for, with the dispatcher's routing and the one authorization check.
 */
export async function authorizeCall(principal: Principal | null, call: ApiCall): Promise<void> {
  await authorize(accessRequest(principal, call));
}

export async function canCall(principal: Principal | null, call: ApiCall): Promise<boolean> {
  return isAuthorized(accessRequest(principal, call));
}
