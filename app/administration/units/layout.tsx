import { SectionLayout } from "@/components/admin/section-layout";
import { listUnits } from "@/lib/services/units";

export default function UnitsLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="units"
      title="List of units"
      addLabel="Add unit"
      failureToast="Can not fetch units"
      loadItems={async () =>
        (await listUnits()).map((unit) => ({
          key: unit.url,
          label: unit.name,
          secondary: unit.url,
          searchFields: [unit.name, unit.url],
        }))
      }
    >
      {children}
    </SectionLayout>
  );
}
