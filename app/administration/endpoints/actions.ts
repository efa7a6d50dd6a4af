"use server";

import { endpointDraftOf } from "@/lib/types/endpoint-draft";
import { crudActions } from "@/lib/actions";
import { endpointRoutes } from "@/lib/api/routes/access";

const endpoints = crudActions(endpointRoutes, endpointDraftOf);

export async function saveEndpointAction(endpoint: unknown) {
  return endpoints.save(endpoint);
}

export async function deleteEndpointAction(id: unknown) {
  return endpoints.remove(id);
}
