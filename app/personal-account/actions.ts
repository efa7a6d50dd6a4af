"use server";

import { headers } from "next/headers";
import { requirePrincipal, validatedAction } from "@/lib/api/run-action";
import type { ActionResult } from "@/lib/types/action-result";
import { accountRoutes } from "@/lib/api/routes/auth";
import { clientAddress } from "@/lib/auth/client-address";
import { changePassword, updateAccount } from "@/lib/services/accounts";
import type { Account } from "@/lib/types/access";

export async function updateAccountAction(input: unknown): Promise<ActionResult<Account>> {
  return validatedAction(accountRoutes.update, input, (values, principal) =>
    updateAccount(requirePrincipal(principal), values),
  );
}

export async function changePasswordAction(input: unknown): Promise<ActionResult<void>> {
  return validatedAction(accountRoutes.changePassword, input, async (values, principal) =>
    changePassword(requirePrincipal(principal), values, { address: clientAddress(await headers()) }),
  );
}
