import type { ReactNode } from "react";
import { SectionLayout } from "@/components/admin/section-layout";
import { listScopes } from "@/lib/services/scopes";

/** Scopes are a handful by nature: the whole list, filtered in the browser. */
const scopeItems = async () =>
  (await listScopes()).map((scope) => ({
    key: scope.value,
    label: scope.name,
    secondary: scope.value,
    searchFields: [scope.name, scope.value],
  }));

export default function ScopesLayout({ children }: { children: ReactNode }) {
  return (
    <SectionLayout
      section="scopes"
      title="List of scopes"
      addLabel="Add scope"
      failureToast="Can not fetch scopes"
      origin={{ loadItems: scopeItems }}
    >
      {children}
    </SectionLayout>
  );
}
