import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import type { ListItem } from "@/lib/admin/list-items";
import { load } from "@/lib/pages/page-data";
import type { AdminSectionSlug } from "@/lib/admin/sections";
import type { Principal } from "@/lib/domain/principal";
import type { Page } from "@/lib/types/page";
import { type ApiCall, canCall } from "@/lib/api/authorize-call";
import { API_BASE } from "@/lib/api/http";
import type { MessageArea } from "@/lib/i18n/message-areas";
import type { BulkActions } from "./bulk-operations";
import { type CsvColumns, CsvTransfer } from "./csv-transfer";
import { EntityList, type ServerList } from "./entity-list";
import { sectionCsvTexts, sectionListTexts } from "./section-texts";
import { SPLIT_RATIOS, SplitView } from "./split-view";

/** What a section's list is: where its rows come from, and what it offers beside them (its texts: section-texts). */
type SectionList = {
  /** The section's folder, also its records' name in the plural ("words"). */
  section: AdminSectionSlug;
  /** The first page; with no next cursor the whole list (scopes, endpoints: a handful by nature). */
  firstPage: () => Promise<Page<ListItem>>;
  /** Searching and paging a list that can grow without bound (the section's GET call, as server actions). */
  server?: ServerList;
  ratio?: keyof typeof SPLIT_RATIOS;
  /** Export and import of the section's records as CSV, beside the add button, each shown to those who may call it. */
  csv?: Omit<CsvColumns, "title" | "description"> & { calls: { export: ApiCall; import: ApiCall } };
  /** Deleting many of the section's records at once, with undo (words and phrases). */
  bulk?: Omit<BulkActions, "section">;
  /** Catalogue namespaces the section's client components translate with, beyond the administration's. */
  clientMessages?: readonly MessageArea[];
};

async function csvTools(
  section: AdminSectionSlug,
  { calls, ...columns }: NonNullable<SectionList["csv"]>,
  principal: Principal,
) {
  const [mayExport, mayImport] = await Promise.all([
    canCall(principal, calls.export),
    canCall(principal, calls.import),
  ]);
  if (!mayExport && !mayImport) return null;
  return (
    <CsvTransfer
      section={section}
      exportUrl={mayExport ? `${API_BASE}/${section}/export` : null}
      {...columns}
      importAction={mayImport ? columns.importAction : null}
      {...await sectionCsvTexts(section)}
    />
  );
}

/**
 * The layout of one administration section: the guard, the section's list on
 * the left (or the failure, with the spec's toast) and the open item on the right.
 */
export function sectionLayout({ section, firstPage, server, ratio, csv, bulk, clientMessages }: SectionList) {
  return async function AdministrationSectionLayout({ children }: { children: ReactNode }) {
    const principal = await requireSection(section);
    const { noun, failureToast, ...list } = await sectionListTexts(section);
    const tools = csv ? await csvTools(section, csv, principal) : null;
    const loaded = await load(firstPage, "administration");
    const error = loaded.ok ? undefined : loaded.message;
    const basePath = `/administration/${section}`;
    const view = (
      <SplitView
        basePath={basePath}
        noun={noun}
        ratio={ratio}
        list={
          <>
            <EntityList
              {...list}
              basePath={basePath}
              tools={tools}
              bulk={bulk ? { ...bulk, section } : undefined}
              initial={loaded.ok ? loaded.data : { items: [], nextCursor: null }}
              server={server ?? null}
              error={error}
            />
            {error ? <ToastOnMount message={failureToast} /> : null}
          </>
        }
        detail={children}
      />
    );
    return clientMessages ? <ClientMessages areas={clientMessages}>{view}</ClientMessages> : view;
  };
}
