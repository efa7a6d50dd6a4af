import { SectionLayout } from "@/components/admin/section-layout";
import { listScopes } from "@/lib/services/scopes";

export default function ScopesLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="scopes"
      title="List of scopes"
      addLabel="Add scope"
      failureToast="Can not fetch scopes"
      origin={{
        loadItems: async () =>
          (await listScopes()).map((scope) => ({
            key: scope.value,
            label: scope.name,
            secondary: scope.value,
            searchFields: [scope.name, scope.value],
          })),
      }}
    >
      {children}
    </SectionLayout>
  );
}
