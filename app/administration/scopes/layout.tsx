import { EntityList, type ListItem } from "@/components/admin/entity-list";
import { SplitView } from "@/components/admin/split-view";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { listScopes } from "@/lib/services/scopes";

export default async function ScopesLayout({ children }: { children: React.ReactNode }) {
  await requireSection("scopes");
  let items: ListItem[] = [];
  let error: string | undefined;
  try {
    items = (await listScopes()).map((scope) => ({
      key: scope.value,
      label: scope.name,
      secondary: scope.value,
      searchFields: [scope.name, scope.value],
    }));
  } catch (cause) {
    error = cause instanceof Error ? cause.message : "something went wrong";
  }
  return (
    <SplitView
      list={
        <>
          <EntityList
            title="List of scopes"
            basePath="/administration/scopes"
            items={items}
            error={error}
            addLabel="Add scope"
          />
          {error ? <ToastOnMount message="Can not fetch scopes" /> : null}
        </>
      }
      detail={children}
    />
  );
}
