import "server-only";
import { type ApiCall, authorizeCall, routeOf } from "@/lib/api/authorize-call";
import { type ApiRoute, routeBody } from "@/lib/api/define";
import { getPagePrincipal } from "@/lib/auth/current";
import type { Principal } from "@/lib/domain/principal";
import { AppError, parseInput } from "@/lib/errors";
import { requestLocale } from "@/lib/i18n/request-locale";
import { localizeFailure } from "@/lib/i18n/server-messages";
import type { ActionResult } from "@/lib/types/action-result";

/**
 * Runs a server action as the REST call it stands for: the same session
 * check and the same authorization rules, then the service. An action is an
 * API: it never trusts that the page that rendered it was allowed, nor the
 * arguments it was sent, which are anything a caller posts. `call` may be a
 * function so that reading those arguments (a record's id in the path) fails
 * into the action's error result like any other refusal.
 */
export async function runAction<T, Body = unknown, Query = unknown>(
  call: ApiCall<Body, Query> | (() => ApiCall<Body, Query>),
  work: (principal: Principal | null, route: ApiRoute<Body, Query>) => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    const resolved = typeof call === "function" ? call() : call;
    const principal = await getPagePrincipal();
    await authorizeCall(principal, resolved);
    return { ok: true, data: await work(principal, routeOf(resolved)) };
  } catch (error) {
    return actionFailure(error);
  }
}

/**
 * What an action answers for an error: the service's refusal (an
 * AppError), or 500 for anything else. Its message and field messages are
 * in the reader's language (the REST API keeps them English).
 */
export async function actionFailure(error: unknown): Promise<ActionResult<never>> {
  let failure: Extract<ActionResult<never>, { ok: false }>;
  if (error instanceof AppError) {
    failure = { ok: false, status: error.status, message: error.message, fields: error.fields };
  } else {
    console.error("[action] unexpected error", error);
    failure = { ok: false, status: 500, message: "Something went wrong" };
  }
  return localizeFailure(failure, await requestLocale());
}

/**
 * A server action that sends what its REST call's body would hold: read
 * with that route's own schema (422 with the field errors), after the
 * caller is authorized, exactly as the dispatcher does.
 */
export function validatedAction<Body, T>(
  call: ApiCall<Body> | (() => ApiCall<Body>),
  input: unknown,
  work: (body: Body, principal: Principal | null) => Promise<T>,
): Promise<ActionResult<T>> {
  return runAction(call, (principal, route) => work(routeBody(route, input), principal));
}

/** A server action standing for a GET call: its argument is read with the route's query schema. */
export function queryAction<Query, T>(
  call: ApiCall<unknown, Query> | (() => ApiCall<unknown, Query>),
  input: unknown,
  work: (query: Query, principal: Principal | null) => Promise<T>,
): Promise<ActionResult<T>> {
  return runAction(call, (principal, route) => {
    if (!route.query) throw new Error(`${route.method} ${route.path} declares no query`);
    return work(parseInput(route.query, input), principal);
  });
}

/** For actions whose route guarantees a signed-in caller. */
export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw AppError.unauthorized();
  return principal;
}
