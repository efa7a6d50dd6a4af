import { sectionLayout } from "@/components/admin/section-layout";
import { wholeList } from "@/lib/admin/list-source";
import { listScopes } from "@/lib/services/access/scopes";

export default sectionLayout({
  section: "scopes",
  firstPage: wholeList(listScopes, (scope) => ({
    key: scope.value,
    label: scope.name,
    secondary: scope.value,
  })),
  clientMessages: ["adminAccess"],
});
