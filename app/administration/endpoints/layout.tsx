import { sectionLayout } from "@/components/admin/section-layout";
import { wholeList } from "@/lib/admin/list-source";
import { listEndpoints } from "@/lib/services/access/endpoints";

export default sectionLayout({
  section: "endpoints",
  firstPage: wholeList(listEndpoints, (endpoint) => ({
    key: endpoint.adminPageUrl,
    label: endpoint.adminPageUrl,
    secondary: `${endpoint.method} ${endpoint.url}`,
    searchFields: [endpoint.url, endpoint.method, endpoint.adminPageUrl],
  })),
  clientMessages: ["adminAccess"],
});
