"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { requirePrincipal, validatedAction } from "@/lib/api/run-action";
import { classRoutes } from "@/lib/api/routes/classes";
import { parseInput } from "@/lib/errors";
import { joinClass, leaveClass } from "@/lib/services/teaching/membership";
import type { JoinedClassDto } from "@/lib/types/classes";
import { entityId } from "@/lib/validation/common";
import type { ActionResult } from "@/lib/types/action-result";
import { accountRoutes } from "@/lib/api/routes/auth";
import { savePracticeSettings } from "@/lib/services/learning/practice-settings";
import type { PracticeSettings } from "@/lib/validation/practice";
import { clientAddress } from "@/lib/auth/client-address";
import { changePassword, updateAccount } from "@/lib/services/access/accounts";
import type { Account } from "@/lib/types/access";

export async function updateAccountAction(input: unknown): Promise<ActionResult<Account>> {
  const result = await validatedAction(accountRoutes.update, input, (values, principal) =>
    updateAccount(requirePrincipal(principal), values),
  );
  // Every page's top bar names the account: the answer carries them rendered anew.
  if (result.ok) revalidatePath("/", "layout");
  return result;
}

export async function changePasswordAction(input: unknown): Promise<ActionResult<void>> {
  return validatedAction(accountRoutes.changePassword, input, async (values, principal) =>
    changePassword(requirePrincipal(principal), values, { address: clientAddress(await headers()) }),
  );
}

export async function savePracticeSettingsAction(input: unknown): Promise<ActionResult<PracticeSettings>> {
  const result = await validatedAction(accountRoutes.updatePractice, input, (values, principal) =>
    savePracticeSettings(requirePrincipal(principal), values),
  );
  // Home's Today panel measures the day against the goal.
  if (result.ok) revalidatePath("/");
  return result;
}

// A class's membership shows on Home (its assignments), on the units' list and here.
const revalidateClasses = () => revalidatePath("/", "layout");

/** POST /classes/join: the caller joins the class whose code they typed or followed a link with. */
export async function joinClassAction(input: unknown): Promise<ActionResult<JoinedClassDto>> {
  const result = await validatedAction(classRoutes.join, input, (body, principal) =>
    joinClass(requirePrincipal(principal), body),
  );
  if (result.ok) revalidateClasses();
  return result;
}

/** POST /classes/{id}/leave: the caller leaves a class they belong to. */
export async function leaveClassAction(classId: unknown): Promise<ActionResult<void>> {
  let id = 0;
  const result = await validatedAction(
    () => {
      ({ id } = parseInput(z.object({ id: entityId }), { id: classId }));
      return { route: classRoutes.leave, params: { id: String(id) } };
    },
    {},
    (_body, principal) => leaveClass(requirePrincipal(principal), id),
  );
  if (result.ok) revalidateClasses();
  return result;
}
