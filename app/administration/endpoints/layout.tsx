import { SectionLayout } from "@/components/admin/section-layout";
import { listEndpoints } from "@/lib/services/endpoints";

export default function EndpointsLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="endpoints"
      title="List of endpoints"
      addLabel="Add endpoint"
      failureToast="Can not fetch endpoints"
      origin={{
        loadItems: async () =>
          (await listEndpoints()).map((endpoint) => ({
            key: endpoint.adminPageUrl,
            label: endpoint.adminPageUrl,
            secondary: `${endpoint.method} ${endpoint.url}`,
            searchFields: [endpoint.url, endpoint.method, endpoint.adminPageUrl],
          })),
      }}
    >
      {children}
    </SectionLayout>
  );
}
