"use server";

import { queryAction, runAction } from "@/lib/api/run-action";
import {
  findListItem,
  isPagedSection,
  LIST_SOURCES,
  pageListItems,
  type PagedSection,
} from "@/lib/admin/list-sources";
import { isPickSection, pagePickOptions, type PickSection } from "@/lib/admin/pick-options";
import { AppError } from "@/lib/errors";
import { matchingPhraseIds } from "@/lib/services/phrases";
import { matchingWordIds } from "@/lib/services/words";
import { MAX_BULK_IDS } from "@/lib/validation/bulk";

function pickSection(section: unknown): PickSection {
  if (!isPickSection(section)) throw AppError.notFound("There is no such list");
  return section;
}

function pagedSection(section: unknown): PagedSection {
  if (!isPagedSection(section)) throw AppError.notFound("There is no such list");
  return section;
}

/** GET units, words, phrases or users with paging: a long list's search and its next pages. */
export async function findListItemsAction(section: unknown, query: unknown) {
  return queryAction(
    () => LIST_SOURCES[pagedSection(section)].route,
    query,
    (paging) => pageListItems(pagedSection(section), paging),
  );
}

/** The selected item of a long list: one row of the list, so the list's own GET call authorizes it. */
export async function findListItemAction(section: unknown, key: unknown) {
  return runAction(
    () => LIST_SOURCES[pagedSection(section)].route,
    () => findListItem(pagedSection(section), String(key)),
  );
}

/** GET words or phrases with paging, as the options of a unit's pick list: its search and next pages. */
export async function findPickOptionsAction(section: unknown, query: unknown) {
  return queryAction(
    () => LIST_SOURCES[pickSection(section)].route,
    query,
    (paging) => pagePickOptions(pickSection(section), paging),
  );
}

const MATCHING_IDS = { words: matchingWordIds, phrases: matchingPhraseIds };

/**
 * The ids of every word or phrase a search finds, up to what one bulk call
 * takes: "select all matching" beyond the rows loaded. Authorized as the
 * list's own GET call.
 */
export async function findMatchingIdsAction(section: unknown, query: unknown) {
  const bulkSection = () => {
    if (section !== "words" && section !== "phrases") throw AppError.notFound("There is no such list");
    return section;
  };
  return queryAction(
    () => LIST_SOURCES[bulkSection()].route,
    query,
    (paging) => MATCHING_IDS[bulkSection()](paging.q, MAX_BULK_IDS),
  );
}
