"use server";

import { crudActions } from "@/lib/actions";
import { scopeRoutes } from "@/lib/api/routes/access";

const scopes = crudActions(scopeRoutes);

export async function saveScopeAction(scope: unknown) {
  return scopes.save(scope);
}

export async function deleteScopeAction(id: unknown) {
  return scopes.remove(id);
}
