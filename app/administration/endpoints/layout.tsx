import { EntityList, type ListItem } from "@/components/admin/entity-list";
import { SplitView } from "@/components/admin/split-view";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { listEndpoints } from "@/lib/services/endpoints";

export default async function EndpointsLayout({ children }: { children: React.ReactNode }) {
  await requireSection("endpoints");
  let items: ListItem[] = [];
  let error: string | undefined;
  try {
    items = (await listEndpoints()).map((endpoint) => ({
      key: endpoint.adminPageUrl,
      label: endpoint.adminPageUrl,
      secondary: `${endpoint.method} ${endpoint.url}`,
      searchFields: [endpoint.url, endpoint.method, endpoint.adminPageUrl],
    }));
  } catch (cause) {
    error = cause instanceof Error ? cause.message : "something went wrong";
  }
  return (
    <SplitView
      list={
        <>
          <EntityList
            title="List of endpoints"
            basePath="/administration/endpoints"
            items={items}
            error={error}
            addLabel="Add endpoint"
          />
          {error ? <ToastOnMount message="Can not fetch endpoints" /> : null}
        </>
      }
      detail={children}
    />
  );
}
