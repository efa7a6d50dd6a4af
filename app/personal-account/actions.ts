"use server";

import { headers } from "next/headers";
import { type ActionResult, requirePrincipal, runAction } from "@/lib/actions";
import { clientAddress } from "@/lib/auth/client-address";
import { changePassword, updateAccount } from "@/lib/services/accounts";
import type { Account } from "@/lib/types/access";

export async function updateAccountAction(input: unknown): Promise<ActionResult<Account>> {
  return runAction({ method: "PUT", path: "/auth/personal-account" }, (principal) =>
    updateAccount(requirePrincipal(principal), input),
  );
}

export async function changePasswordAction(input: unknown): Promise<ActionResult<void>> {
  return runAction({ method: "PUT", path: "/auth/change-password" }, async (principal) =>
    changePassword(requirePrincipal(principal), input, { address: clientAddress(await headers()) }),
  );
}
