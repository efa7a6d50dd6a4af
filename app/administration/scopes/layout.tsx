import { sectionLayout } from "@/components/admin/section-layout";
import { listScopes } from "@/lib/services/access/scopes";

export default sectionLayout({
  section: "scopes",
  title: "List of scopes",
  addLabel: "Add scope",
  failureToast: "Can not fetch scopes",
  // A handful by nature: the whole list, filtered in the browser.
  firstPage: async () => ({
    items: (await listScopes()).map((scope) => ({
      key: scope.value,
      label: scope.name,
      secondary: scope.value,
      searchFields: [scope.name, scope.value],
    })),
    nextCursor: null,
  }),
});
