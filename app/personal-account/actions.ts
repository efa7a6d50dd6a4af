"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { requirePrincipal, validatedAction } from "@/lib/api/run-action";
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
