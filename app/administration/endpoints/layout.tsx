import type { ReactNode } from "react";
import { SectionLayout } from "@/components/admin/section-layout";
import { listEndpoints } from "@/lib/services/endpoints";

/** Endpoints are a handful by nature: the whole list, filtered in the browser. */
const endpointItems = async () =>
  (await listEndpoints()).map((endpoint) => ({
    key: endpoint.adminPageUrl,
    label: endpoint.adminPageUrl,
    secondary: `${endpoint.method} ${endpoint.url}`,
    searchFields: [endpoint.url, endpoint.method, endpoint.adminPageUrl],
  }));

export default function EndpointsLayout({ children }: { children: ReactNode }) {
  return (
    <SectionLayout
      section="endpoints"
      title="List of endpoints"
      addLabel="Add endpoint"
      failureToast="Can not fetch endpoints"
      origin={{ loadItems: endpointItems }}
    >
      {children}
    </SectionLayout>
  );
}
