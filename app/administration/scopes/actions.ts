"use server";

import { runAction } from "@/lib/actions";
import { createScope, deleteScope, type ScopeDto, updateScope } from "@/lib/services/scopes";

export async function saveScopeAction(scope: ScopeDto) {
  const { id, ...values } = scope;
  return id
    ? runAction({ method: "PUT", path: "/scopes" }, () => updateScope(scope))
    : runAction({ method: "POST", path: "/scopes" }, () => createScope(values));
}

export async function deleteScopeAction(id: number) {
  return runAction({ method: "DELETE", path: `/scopes/${id}` }, () => deleteScope({ key: String(id) }));
}
