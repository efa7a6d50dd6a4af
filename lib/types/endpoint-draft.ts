import type { EndpointDto } from "./access";

/** What the endpoint form edits and saves: the spec's payload, with scopes as values. */
export type EndpointDraft = {
  id: number;
  adminPageUrl: string;
  method: string;
  url: string;
  scopes: string[];
};

export const EMPTY_ENDPOINT: EndpointDraft = { id: 0, adminPageUrl: "", method: "GET", url: "", scopes: [] };

export function endpointDraftOf(endpoint: EndpointDto): EndpointDraft {
  return {
    id: endpoint.id,
    adminPageUrl: endpoint.adminPageUrl,
    method: endpoint.method,
    url: endpoint.url,
    scopes: endpoint.scopes.map((scope) => scope.value),
  };
}
