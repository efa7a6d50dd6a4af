"use server";

import { recordActions } from "@/lib/admin/actions";
import { endpointRoutes } from "@/lib/api/routes/access";
import { endpointDraftOf } from "@/lib/types/endpoint-draft";

const records = recordActions(endpointRoutes, endpointDraftOf);

export const createEndpoint = async (endpoint: unknown) => records.create(endpoint);
export const updateEndpoint = async (endpoint: unknown) => records.update(endpoint);
export const deleteEndpoint = async (id: unknown) => records.remove(id);
