"use server";

import { recordActions } from "@/lib/admin/actions";
import { scopeRoutes } from "@/lib/api/routes/access";

const records = recordActions(scopeRoutes);

export const createScope = async (scope: unknown) => records.create(scope);
export const updateScope = async (scope: unknown) => records.update(scope);
export const deleteScope = async (id: unknown) => records.remove(id);
