"use server";

import { endpointDraftOf } from "@/lib/types/endpoint-draft";
import { actionId, runAction, saveCall } from "@/lib/actions";
import { createEndpoint, deleteEndpoint, updateEndpoint } from "@/lib/services/endpoints";

export async function saveEndpointAction(endpoint: unknown) {
  const { call, values } = saveCall("/endpoints", endpoint);
  return runAction(call, async () =>
    endpointDraftOf(await (call.method === "PUT" ? updateEndpoint(values) : createEndpoint(values))),
  );
}

export async function deleteEndpointAction(id: unknown) {
  return runAction(
    () => ({ method: "DELETE", path: `/endpoints/${actionId(id)}` }),
    () => deleteEndpoint({ key: String(id) }),
  );
}
