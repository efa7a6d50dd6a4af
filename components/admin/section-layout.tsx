import type { ReactNode } from "react";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { load } from "@/lib/server/page-data";
import type { AdminSectionSlug } from "@/lib/admin/sections";
import { EntityList, type ListItem } from "./entity-list";
import { SPLIT_RATIOS, SplitView } from "./split-view";

/**
 * The layout of one administration section: the guard, the section's list on
 * the left (or the failure, with the spec's toast) and the open item on the right.
 */
export async function SectionLayout({
  section,
  title,
  addLabel,
  failureToast,
  loadItems,
  ratio,
  children,
}: {
  section: AdminSectionSlug;
  title: string;
  /** Without it the list has no add button. */
  addLabel?: string;
  failureToast: string;
  loadItems: () => Promise<ListItem[]>;
  ratio?: keyof typeof SPLIT_RATIOS;
  children: ReactNode;
}) {
  await requireSection(section);
  const loaded = await load(loadItems, "administration");
  const items = loaded.ok ? loaded.data : [];
  const error = loaded.ok ? undefined : loaded.message;
  return (
    <SplitView
      ratio={ratio}
      list={
        <>
          <EntityList
            title={title}
            basePath={`/administration/${section}`}
            items={items}
            error={error}
            addLabel={addLabel}
          />
          {error ? <ToastOnMount message={failureToast} /> : null}
        </>
      }
      detail={children}
    />
  );
}
