import "server-only";
import { z } from "zod";
import { type ApiCall, authorizeCall } from "@/lib/api/authorize-call";
import { getPagePrincipal } from "@/lib/auth/current";
import type { Principal } from "@/lib/domain/principal";
import { AppError, type FieldErrors, parseInput } from "@/lib/errors";
import { entityId } from "@/lib/validation/common";

/** What every server action answers; forms read it with useActionState or await it. */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; fields?: FieldErrors };

/**
 * Runs a server action as the REST call it stands for: the same session
 * check and the same authorization rules, then the service. An action is an
 * API: it never trusts that the page that rendered it was allowed, nor the
 * arguments it was sent, which are anything a caller posts. `call` may be a
 * function so that reading those arguments (a record's id in the path) fails
 * into the action's error result like any other refusal.
 */
export async function runAction<T>(
  call: ApiCall | (() => ApiCall),
  work: (principal: Principal | null) => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    const resolved = typeof call === "function" ? call() : call;
    const principal = await getPagePrincipal();
    await authorizeCall(principal, resolved);
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

/** A record id sent to an action (422 on `id` when it is not one). */
export function actionId(value: unknown): number {
  return parseInput(z.object({ id: entityId }), { id: value }).id;
}

/**
 * The save call a form's record stands for: PUT when it names an existing
 * record by id, POST for a new one (the forms send no id, or 0). Anything
 * that is not an object goes to POST, whose validation answers 422.
 */
export function saveCall(path: string, input: unknown): { call: ApiCall; values: unknown } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { call: { method: "POST", path }, values: input };
  }
  const { id, ...values } = input as Record<string, unknown>;
  if (id === undefined || id === null || id === 0) return { call: { method: "POST", path }, values };
  return { call: { method: "PUT", path }, values: input };
}
