import type { ComponentProps, ReactNode } from "react";
import { CsvTransfer } from "@/components/admin/csv-transfer";
import { type ListOrigin, SectionLayout } from "@/components/admin/section-layout";
import { isPagedSection, pageListItems, type PagedSection } from "@/lib/admin/list-sources";
import type { AdminSectionSlug } from "@/lib/admin/sections";
import { API_BASE } from "@/lib/api/http";
import { listEndpoints } from "@/lib/services/endpoints";
import { listScopes } from "@/lib/services/scopes";
import { findListItemAction, findListItemsAction, findMatchingIdsAction } from "./list-actions";
import { bulkDeleteAction, changeMembershipAction, importRecordsAction, undoAction } from "./record-actions";

/** A list that can grow without bound: its first page here, the rest and searches through server actions. */
const pagedOrigin = (section: PagedSection): ListOrigin => ({
  loadPage: () => pageListItems(section, {}),
  fetchPage: findListItemsAction.bind(null, section),
  fetchItem: findListItemAction.bind(null, section),
});

/** Scopes and endpoints are a handful by nature: the whole list, filtered in the browser. */
const WHOLE_LISTS: Record<Exclude<AdminSectionSlug, PagedSection>, ListOrigin> = {
  scopes: {
    loadItems: async () =>
      (await listScopes()).map((scope) => ({
        key: scope.value,
        label: scope.name,
        secondary: scope.value,
        searchFields: [scope.name, scope.value],
      })),
  },
  endpoints: {
    loadItems: async () =>
      (await listEndpoints()).map((endpoint) => ({
        key: endpoint.adminPageUrl,
        label: endpoint.adminPageUrl,
        secondary: `${endpoint.method} ${endpoint.url}`,
        searchFields: [endpoint.url, endpoint.method, endpoint.adminPageUrl],
      })),
  },
};

type CsvToolsProps = Omit<ComponentProps<typeof CsvTransfer>, "exportUrl" | "importAction" | "plural"> & {
  plural: "units" | "words" | "phrases";
};

const csvTools = (props: CsvToolsProps) => (
  <CsvTransfer
    {...props}
    exportUrl={`${API_BASE}/${props.plural}/export`}
    importAction={importRecordsAction.bind(null, props.plural)}
  />
);

type SectionTexts = Pick<
  ComponentProps<typeof SectionLayout>,
  "title" | "addLabel" | "failureToast" | "ratio" | "bulk"
> & {
  tools?: () => ReactNode;
};

const bulkActions = (plural: "words" | "phrases", noun: string) => ({
  noun,
  plural,
  deleteMany: bulkDeleteAction.bind(null, plural),
  undo: undoAction.bind(null, plural),
  addToUnit: changeMembershipAction.bind(null, plural, "add"),
  removeFromUnit: changeMembershipAction.bind(null, plural, "remove"),
  findUnits: findListItemsAction.bind(null, "units"),
  findMatchingIds: findMatchingIdsAction.bind(null, plural),
});

// The spec's texts of each section's list (some say "Can not", phrases "Could not").
const SECTIONS: Record<AdminSectionSlug, SectionTexts> = {
  units: {
    title: "List of units",
    addLabel: "Add unit",
    failureToast: "Can not fetch units",
    tools: () =>
      csvTools({
        plural: "units",
        singular: "unit",
        columns: "url, name, words and phrases (their urls, one per line in the cell)",
        preview: { label: "name", secondary: "url" },
      }),
  },
  words: {
    title: "List of words",
    addLabel: "Add word",
    failureToast: "Can not fetch words",
    bulk: bulkActions("words", "word"),
    tools: () =>
      csvTools({
        plural: "words",
        singular: "word",
        columns: "url, en, ru and transcription",
        preview: { label: "en", secondary: "ru" },
      }),
  },
  phrases: {
    title: "List of phrases",
    addLabel: "Add new",
    failureToast: "Could not fetch phrases",
    bulk: bulkActions("phrases", "phrase"),
    tools: () =>
      csvTools({
        plural: "phrases",
        singular: "phrase",
        columns: "url, enQuestion, ru and answers (one per line in the cell)",
        preview: { label: "ru", secondary: "enQuestion" },
      }),
  },
  scopes: { title: "List of scopes", addLabel: "Add scope", failureToast: "Can not fetch scopes" },
  endpoints: {
    title: "List of endpoints",
    addLabel: "Add endpoint",
    failureToast: "Can not fetch endpoints",
  },
  // Users are created by registration and never deleted here: the list has no add button.
  users: { title: "List of users", failureToast: "Can not fetch users", ratio: "4/8" },
};

/** The layout of an administration section, from its texts and where its list comes from. */
export function sectionLayout(section: AdminSectionSlug) {
  const { tools, ...texts } = SECTIONS[section];
  const origin = isPagedSection(section) ? pagedOrigin(section) : WHOLE_LISTS[section];
  return function AdministrationSectionLayout({ children }: { children: ReactNode }) {
    return (
      <SectionLayout section={section} origin={origin} tools={tools?.()} {...texts}>
        {children}
      </SectionLayout>
    );
  };
}
