import type { ReactNode } from "react";
import type { FetchItem, FetchPage } from "@/components/lists/use-server-list";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import type { ListItem } from "@/lib/admin/list-items";
import { load } from "@/lib/server/page-data";
import type { AdminSectionSlug } from "@/lib/admin/sections";
import type { Page } from "@/lib/types/page";
import type { BulkActions } from "./bulk-operations";
import { EntityList } from "./entity-list";
import { SPLIT_RATIOS, SplitView } from "./split-view";

/**
 * Where a section's list comes from: the whole list (scopes, endpoints: a
 * handful by nature), or one page at a time from the server, which searches
 * and pages lists that can grow without bound (the server actions stand for
 * the section's GET calls).
 */
export type ListOrigin =
  | { loadItems: () => Promise<ListItem[]> }
  | {
      loadPage: () => Promise<Page<ListItem>>;
      fetchPage: FetchPage<ListItem>;
      fetchItem: FetchItem<ListItem>;
    };

async function firstPage(origin: ListOrigin): Promise<Page<ListItem>> {
  if ("loadItems" in origin) return { items: await origin.loadItems(), nextCursor: null };
  return origin.loadPage();
}

/**
 * The layout of one administration section: the guard, the section's list on
 * the left (or the failure, with the spec's toast) and the open item on the right.
 */
export async function SectionLayout({
  section,
  title,
  addLabel,
  failureToast,
  origin,
  ratio,
  tools,
  bulk,
  children,
}: {
  section: AdminSectionSlug;
  title: string;
  /** Without it the list has no add button. */
  addLabel?: string;
  failureToast: string;
  origin: ListOrigin;
  ratio?: keyof typeof SPLIT_RATIOS;
  /** More of the section's actions, beside the add button. */
  tools?: ReactNode;
  /** Deleting many of the section's records at once, with undo. */
  bulk?: BulkActions;
  children: ReactNode;
}) {
  await requireSection(section);
  const loaded = await load(() => firstPage(origin), "administration");
  const error = loaded.ok ? undefined : loaded.message;
  const server = "loadPage" in origin ? { fetchPage: origin.fetchPage, fetchItem: origin.fetchItem } : null;
  return (
    <SplitView
      ratio={ratio}
      list={
        <>
          <EntityList
            title={title}
            basePath={`/administration/${section}`}
            initial={loaded.ok ? loaded.data : { items: [], nextCursor: null }}
            server={server}
            error={error}
            addLabel={addLabel}
            tools={tools}
            bulk={bulk}
          />
          {error ? <ToastOnMount message={failureToast} /> : null}
        </>
      }
      detail={children}
    />
  );
}
