import type { ReactNode } from "react";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
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
  let items: ListItem[] = [];
  let error: string | undefined;
  try {
    items = await loadItems();
  } catch (cause) {
    error = cause instanceof Error ? cause.message : "something went wrong";
  }
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
