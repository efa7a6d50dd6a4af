"use server";

import { crudActions, requirePrincipal, validatedAction } from "@/lib/api/run-action";
import type { ActionResult } from "@/lib/types/action-result";
import { phraseBulkRoutes, unitUndoRoute, wordBulkRoutes } from "@/lib/api/routes/bulk";
import { deleteInBulk } from "@/lib/services/bulk-delete";
import { changeMembershipInBulk, type MembershipChange } from "@/lib/services/bulk-membership";
import { undoBulkChange } from "@/lib/services/bulk-undo";
import type { BulkDeleted, MembershipChanged, Restored, Undoable } from "@/lib/validation/bulk";
import { endpointRoutes, scopeRoutes } from "@/lib/api/routes/access";
import { phraseRoutes, unitRoutes, wordRoutes } from "@/lib/api/routes/content";
import { phraseCsvRoutes, unitCsvRoutes, wordCsvRoutes } from "@/lib/api/routes/transfer";
import { importPhrasesCsv } from "@/lib/services/phrases-csv";
import { importUnitsCsv } from "@/lib/services/units-csv";
import { importWordsCsv } from "@/lib/services/words-csv";
import { endpointDraftOf } from "@/lib/types/endpoint-draft";
import type { ImportReport } from "@/lib/validation/transfer";

/** The sections whose records an administration form saves and deletes, each through its REST calls. */
const RECORDS = {
  units: crudActions(unitRoutes),
  words: crudActions(wordRoutes),
  phrases: crudActions(phraseRoutes),
  scopes: crudActions(scopeRoutes),
  endpoints: crudActions(endpointRoutes, endpointDraftOf),
};

export type RecordSection = keyof typeof RECORDS;
type Saved<S extends RecordSection> = Awaited<ReturnType<(typeof RECORDS)[S]["save"]>>;
/** What a section's form edits and its save answers. */
export type RecordOf<S extends RecordSection> = Extract<Saved<S>, { ok: true }>["data"];

const IMPORTS = {
  units: (input: unknown) => validatedAction(unitCsvRoutes.import, input, importUnitsCsv),
  words: (input: unknown) => validatedAction(wordCsvRoutes.import, input, importWordsCsv),
  phrases: (input: unknown) => validatedAction(phraseCsvRoutes.import, input, importPhrasesCsv),
};

// The section comes from the browser like any argument: only a known one names anything.
const noSuchSection = { ok: false, status: 404, message: "There is no such section" } as const;

/** Saves a record of a section: POST for a new one, PUT for one with an id. */
export async function saveRecordAction<S extends RecordSection>(
  section: S,
  record: unknown,
): Promise<Saved<S>> {
  if (!Object.hasOwn(RECORDS, section)) return noSuchSection as Saved<S>;
  return (await RECORDS[section].save(record)) as Saved<S>;
}

/** Deletes a record of a section by id. */
export async function deleteRecordAction(
  section: RecordSection,
  id: unknown,
): Promise<ActionResult<Undoable | void>> {
  if (!Object.hasOwn(RECORDS, section)) return noSuchSection;
  return RECORDS[section].remove(id);
}

/** POST words/import or phrases/import: a preview of a CSV file, or, with apply, its rows written in one transaction. */
export async function importRecordsAction(
  section: keyof typeof IMPORTS,
  input: unknown,
): Promise<ActionResult<ImportReport>> {
  if (!Object.hasOwn(IMPORTS, section)) return noSuchSection;
  return IMPORTS[section](input);
}

const BULK = { words: wordBulkRoutes, phrases: phraseBulkRoutes };
const UNDO = { units: unitUndoRoute, words: wordBulkRoutes.undo, phrases: phraseBulkRoutes.undo };

/** POST words/bulk-delete or phrases/bulk-delete: many records at once, undoable for a while. */
export async function bulkDeleteAction(
  section: keyof typeof BULK,
  ids: unknown,
): Promise<ActionResult<BulkDeleted>> {
  if (!Object.hasOwn(BULK, section)) return noSuchSection;
  return validatedAction(BULK[section].delete, { ids }, (body, principal) =>
    deleteInBulk(section, requirePrincipal(principal), body.ids),
  );
}

/** POST words/add-to-unit or words/remove-from-unit (and the same of phrases): many records joining or leaving a unit. */
export async function changeMembershipAction(
  section: keyof typeof BULK,
  change: MembershipChange,
  input: unknown,
): Promise<ActionResult<MembershipChanged>> {
  if (!Object.hasOwn(BULK, section) || (change !== "add" && change !== "remove")) return noSuchSection;
  const route = change === "add" ? BULK[section].addToUnit : BULK[section].removeFromUnit;
  return validatedAction(route, input, (body, principal) =>
    changeMembershipInBulk(section, requirePrincipal(principal), { ...body, change }),
  );
}

/** POST units/undo, words/undo or phrases/undo: a delete or bulk change of the caller's, undone. */
export async function undoAction(
  section: keyof typeof UNDO,
  token: unknown,
): Promise<ActionResult<Restored>> {
  if (!Object.hasOwn(UNDO, section)) return noSuchSection;
  return validatedAction(UNDO[section], { token }, (body, principal) =>
    undoBulkChange(section, requirePrincipal(principal), body.token),
  );
}
