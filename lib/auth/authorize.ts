import "server-only";
import type { DefaultAccess } from "@/lib/api/define";
import { AppError } from "@/lib/errors";
import { listEndpointRules } from "@/lib/services/endpoints";
import { isAdmin, type Principal } from "./principal";

/** Whether an endpoint row's url pattern (`/words/:id`) names a concrete path. */
export function pathMatches(pattern: string, path: string): boolean {
  const expected = pattern.split("/").filter(Boolean);
  const actual = path.split("/").filter(Boolean);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => segment.startsWith(":") || segment === actual[index]);
}

export type AccessRequest = {
  principal: Principal | null;
  method: string;
  /** The concrete path relative to the API base, e.g. `/words/12`. */
  path: string;
  /** The route's built-in default, used when no endpoint row names the call. */
  defaultAccess: DefaultAccess;
};

/**
 * The one authorization check of every API call and server action:
 * 1. a caller holding `admin` passes;
 * 2. else endpoint rows matching the method and path admit the holders of
 *    one of their scopes;
 * 3. else the route's built-in default applies.
 * Guests are refused with 401, signed-in callers with 403.
 */
export async function authorize({ principal, method, path, defaultAccess }: AccessRequest): Promise<void> {
  if (isAdmin(principal)) return;
  const rules = (await listEndpointRules({ method })).filter((rule) => pathMatches(rule.url, path));
  if (rules.length > 0) {
    const admitted = new Set(rules.flatMap((rule) => rule.scopes));
    if (principal?.scopes.some((scope) => admitted.has(scope))) return;
    throw principal ? AppError.forbidden() : AppError.unauthorized();
  }
  if (defaultAccess === "public") return;
  if (!principal) throw AppError.unauthorized();
  if (defaultAccess === "admin") throw AppError.forbidden();
}

export async function isAuthorized(request: AccessRequest): Promise<boolean> {
  try {
    await authorize(request);
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.status === 401 || error.status === 403)) return false;
    throw error;
  }
}
