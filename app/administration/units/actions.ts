"use server";

import { importAction, listActions, recordActions, undoAction } from "@/lib/admin/actions";
import { pagePickOptions } from "@/lib/admin/pick-options";
import { queryAction } from "@/lib/api/run-action";
import { unitUndoRoute } from "@/lib/api/routes/bulk";
import { phraseRoutes, unitRoutes, wordRoutes } from "@/lib/api/routes/content";
import { unitCsvRoutes } from "@/lib/api/routes/transfer";
import { importUnitsCsv } from "@/lib/services/content/units-csv";
import { UNIT_LIST } from "./list";

const records = recordActions(unitRoutes);
const list = listActions(UNIT_LIST);
const importing = importAction(unitCsvRoutes.import, importUnitsCsv);
const undo = undoAction("units", unitUndoRoute);

export const createUnit = async (unit: unknown) => records.create(unit);
export const updateUnit = async (unit: unknown) => records.update(unit);
export const deleteUnit = async (id: unknown) => records.remove(id);
export const undoUnitChange = async (token: unknown) => undo(token);
export const importUnits = async (file: unknown) => importing(file);
export const findUnits = async (query: unknown) => list.findPage(query);
export const findUnit = async (key: unknown) => list.findItem(key);

/** GET words with paging, as the options of a unit's pick list: its search and next pages. */
export const findWordOptions = async (query: unknown) =>
  queryAction(wordRoutes.list, query, (paging) => pagePickOptions("words", paging));

/** GET phrases with paging, as the options of a unit's pick list. */
export const findPhraseOptions = async (query: unknown) =>
  queryAction(phraseRoutes.list, query, (paging) => pagePickOptions("phrases", paging));
