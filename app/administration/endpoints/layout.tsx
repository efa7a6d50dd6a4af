import { sectionLayout } from "@/components/admin/section-layout";
import { listEndpoints } from "@/lib/services/access/endpoints";

export default sectionLayout({
  section: "endpoints",
  title: "List of endpoints",
  addLabel: "Add endpoint",
  failureToast: "Can not fetch endpoints",
  // A handful by nature: the whole list, filtered in the browser.
  firstPage: async () => ({
    items: (await listEndpoints()).map((endpoint) => ({
      key: endpoint.adminPageUrl,
      label: endpoint.adminPageUrl,
      secondary: `${endpoint.method} ${endpoint.url}`,
      searchFields: [endpoint.url, endpoint.method, endpoint.adminPageUrl],
    })),
    nextCursor: null,
  }),
});
