"use server";

import { revalidatePath } from "next/cache";
import { requirePrincipal, validatedAction } from "@/lib/api/run-action";
import { classRoutes } from "@/lib/api/routes/classes";
import { createClass } from "@/lib/services/teaching/classes";
import type { ActionResult } from "@/lib/types/action-result";
import type { TaughtClassDto } from "@/lib/types/classes";

/** POST classes: a new class of the caller's (whoever the endpoint rules let open one). */
export async function createClassAction(input: unknown): Promise<ActionResult<TaughtClassDto>> {
  const result = await validatedAction(classRoutes.create, input, (values, principal) =>
    createClass(requirePrincipal(principal), values),
  );
  if (result.ok) revalidatePath("/classes");
  return result;
}
