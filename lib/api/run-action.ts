import "server-only";
import { z } from "zod";
import { type ApiCall, authorizeCall, routeOf } from "@/lib/api/authorize-call";
import { type ApiRoute, routeBody } from "@/lib/api/define";
import type { CrudRoutes } from "@/lib/api/routes/crud";
import { getPagePrincipal } from "@/lib/auth/current";
import type { Principal } from "@/lib/domain/principal";
import type { Undoable } from "@/lib/validation/bulk";
import { AppError, parseInput } from "@/lib/errors";
import type { ActionResult } from "@/lib/types/action-result";
import { entityId } from "@/lib/validation/common";

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
    if (error instanceof AppError) {
      return { ok: false, status: error.status, message: error.message, fields: error.fields };
    }
    console.error("[action] unexpected error", error);
    return { ok: false, status: 500, message: "Something went wrong" };
  }
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

/** A record id sent to an action (422 on `id` when it is not one). */
function actionId(value: unknown): number {
  return parseInput(z.object({ id: entityId }), { id: value }).id;
}

/**
 * Whether a form's record names an existing record: PUT for one with an id,
 * POST for a new one (the forms send no id, or 0). Anything that is not an
 * object goes to POST, whose validation answers 422.
 */
function savedRecord(input: unknown): { update: boolean; values: unknown } {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { update: false, values: input };
  const { id, ...values } = input as Record<string, unknown>;
  if (id === undefined || id === null || id === 0) return { update: false, values };
  return { update: true, values: input };
}

/**
 * The server actions of a managed resource, mirroring its REST calls
 * (crudRoutes): save is POST or PUT by the record's id, remove is DELETE
 * by id. `present` shapes what a saved record answers to the form.
 */
export function crudActions<Input, Dto, Shown = Dto>(
  routes: CrudRoutes<Input, Dto>,
  present: (saved: Dto) => Shown | Promise<Shown> = (saved) => saved as unknown as Shown,
) {
  const { service } = routes;
  return {
    save(record: unknown): Promise<ActionResult<Shown>> {
      const { update, values } = savedRecord(record);
      return update
        ? validatedAction(routes.update, values, async (body) => present(await service.update(body)))
        : validatedAction(routes.create, values, async (body) => present(await service.create(body)));
    },
    remove(id: unknown): Promise<ActionResult<Undoable | void>> {
      return runAction(
        () => ({ route: routes.remove, params: { key: String(actionId(id)) } }),
        (principal) => service.remove({ key: String(id), principal: requirePrincipal(principal) }),
      );
    },
  };
}
