"use server";

import { revalidatePath } from "next/cache";
import type { ApiRoute } from "@/lib/api/define";
import { requirePrincipal, runAction, validatedAction } from "@/lib/api/run-action";
import { classRoutes } from "@/lib/api/routes/classes";
import type { Principal } from "@/lib/domain/principal";
import { assignUnit, unassignUnit } from "@/lib/services/teaching/assignments";
import { deleteClass, regenerateJoinCode, renameClass } from "@/lib/services/teaching/classes";
import { removeMember } from "@/lib/services/teaching/membership";
import { assignmentIdOf, classIdOf } from "@/lib/services/teaching/ownership";
import type { ActionResult } from "@/lib/types/action-result";
import type { AssignmentDto, TaughtClassDto } from "@/lib/types/classes";

// Each action is the REST call of a class it stands for (lib/api/routes/classes.ts): the same
// authorization, the same body schema, the same service. Ids come as anything a caller posts.

/** A class's call with its path filled in from what the caller sent. */
const call =
  <Body>(route: ApiRoute<Body>, params: Record<string, unknown>) =>
  () => ({ route, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });

/** After a write the class's page and the list of classes are read anew. */
async function revalidated<T>(classId: unknown, result: Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  const answer = await result;
  if (answer.ok) {
    revalidatePath("/classes");
    revalidatePath(`/classes/${String(classId)}`);
  }
  return answer;
}

const signedIn = (principal: Principal | null) => requirePrincipal(principal);

export const renameClassAction = async (id: unknown, input: unknown): Promise<ActionResult<TaughtClassDto>> =>
  revalidated(
    id,
    validatedAction(call(classRoutes.rename, { id }), input, (values, principal) =>
      renameClass(signedIn(principal), classIdOf(String(id)), values),
    ),
  );

export const regenerateJoinCodeAction = async (id: unknown): Promise<ActionResult<TaughtClassDto>> =>
  revalidated(
    id,
    validatedAction(call(classRoutes.newCode, { id }), {}, (_values, principal) =>
      regenerateJoinCode(signedIn(principal), classIdOf(String(id))),
    ),
  );

export const deleteClassAction = async (id: unknown): Promise<ActionResult<void>> =>
  revalidated(
    id,
    runAction(call(classRoutes.remove, { id }), (principal) =>
      deleteClass(signedIn(principal), classIdOf(String(id))),
    ),
  );

export const removeMemberAction = async (id: unknown, login: unknown): Promise<ActionResult<void>> =>
  revalidated(
    id,
    runAction(call(classRoutes.removeMember, { id, login }), (principal) =>
      removeMember(signedIn(principal), classIdOf(String(id)), String(login)),
    ),
  );

export const assignUnitAction = async (id: unknown, input: unknown): Promise<ActionResult<AssignmentDto>> =>
  revalidated(
    id,
    validatedAction(call(classRoutes.assign, { id }), input, (values, principal) =>
      assignUnit(signedIn(principal), classIdOf(String(id)), values),
    ),
  );

export const unassignUnitAction = async (id: unknown, assignment: unknown): Promise<ActionResult<void>> =>
  revalidated(
    id,
    runAction(call(classRoutes.unassign, { id, assignment }), (principal) =>
      unassignUnit(signedIn(principal), classIdOf(String(id)), assignmentIdOf(String(assignment))),
    ),
  );
