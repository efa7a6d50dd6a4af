import { EntityList, type ListItem } from "@/components/admin/entity-list";
import { SplitView } from "@/components/admin/split-view";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { listUnits } from "@/lib/services/units";

export default async function UnitsLayout({ children }: { children: React.ReactNode }) {
  await requireSection("units");
  let items: ListItem[] = [];
  let error: string | undefined;
  try {
    items = (await listUnits()).map((unit) => ({
      key: unit.url,
      label: unit.name,
      secondary: unit.url,
      searchFields: [unit.name, unit.url],
    }));
  } catch (cause) {
    error = cause instanceof Error ? cause.message : "something went wrong";
  }
  return (
    <SplitView
      list={
        <>
          <EntityList
            title="List of units"
            basePath="/administration/units"
            items={items}
            error={error}
            addLabel="Add unit"
          />
          {error ? <ToastOnMount message="Can not fetch units" /> : null}
        </>
      }
      detail={children}
    />
  );
}
