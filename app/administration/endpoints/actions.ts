"use server";

import { type EndpointDraft, endpointDraftOf } from "@/components/admin/endpoints/endpoint-draft";
import { runAction } from "@/lib/actions";
import { createEndpoint, deleteEndpoint, updateEndpoint } from "@/lib/services/endpoints";

export async function saveEndpointAction(endpoint: EndpointDraft) {
  const { id, ...values } = endpoint;
  return id
    ? runAction({ method: "PUT", path: "/endpoints" }, async () =>
        endpointDraftOf(await updateEndpoint(endpoint)),
      )
    : runAction({ method: "POST", path: "/endpoints" }, async () =>
        endpointDraftOf(await createEndpoint(values)),
      );
}

export async function deleteEndpointAction(id: number) {
  return runAction({ method: "DELETE", path: `/endpoints/${id}` }, () => deleteEndpoint({ key: String(id) }));
}
