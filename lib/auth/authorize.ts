import "server-only";
import { AppError } from "@/lib/errors";
import { listEndpointRules } from "@/lib/services/access/endpoints";
import { isAdmin, type Principal } from "@/lib/domain/principal";

/**
 * Whether an endpoint row's url pattern (`/words/:id`) names a call. The call
 * is given as the decoded segments the router matched, never as the raw URL:
 * `/units/travel/word%73` runs the same route as `/units/travel/words`, so a
 * rule on one must hold for the other.
 */
function patternMatches(pattern: string, segments: readonly string[]): boolean {
  const expected = pattern.split("/").filter(Boolean);
  if (expected.length !== segments.length) return false;
  return expected.every((segment, index) => segment.startsWith(":") || segment === segments[index]);
}

/** Who may call a route when no endpoint row names it (DECISIONS, rule 3). */
export type DefaultAccess = "public" | "user" | "admin";

export type AccessRequest = {
  principal: Principal | null;
  method: string;
  /** The decoded path segments of the route that will run, relative to the API base: `["words", "12"]`. */
  segments: readonly string[];
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
export async function authorize({
  principal,
  method,
  segments,
  defaultAccess,
}: AccessRequest): Promise<void> {
  if (isAdmin(principal)) return;
  const rules = (await listEndpointRules({ method })).filter((rule) => patternMatches(rule.url, segments));
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
