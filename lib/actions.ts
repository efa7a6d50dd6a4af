import "server-only";
import { defaultAccessOf } from "@/lib/api/registry";
import type { HttpMethod } from "@/lib/api/define";
import { authorize } from "@/lib/auth/authorize";
import { getPagePrincipal } from "@/lib/auth/current";
import type { Principal } from "@/lib/auth/principal";
import { AppError, type FieldErrors } from "@/lib/errors";

/** What every server action answers; forms read it with useActionState or await it. */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; fields?: FieldErrors };

/**
 * Runs a server action as the REST call it stands for: the same session
 * check and the same authorization rules, then the service. An action is an
 * API: it never trusts that the page that rendered it was allowed.
 */
export async function runAction<T>(
  call: { method: HttpMethod; path: string },
  work: (principal: Principal | null) => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    const principal = await getPagePrincipal();
    await authorize({
      principal,
      method: call.method,
      path: call.path,
      defaultAccess: defaultAccessOf(call.method, call.path),
    });
    return { ok: true, data: await work(principal) };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, status: error.status, message: error.message, fields: error.fields };
    }
    console.error("[action] unexpected error", error);
    return { ok: false, status: 500, message: "Something went wrong" };
  }
}

/** For actions whose route guarantees a signed-in caller. */
export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw AppError.unauthorized();
  return principal;
}
