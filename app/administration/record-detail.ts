import type { ActionResult } from "@/lib/actions";
import {
  deleteRecordAction,
  type RecordOf,
  type RecordSection,
  saveRecordAction,
  undoAction,
} from "./record-actions";

/** The sections whose deletes can be undone, and what the toast says once they are. */
const RESTORED_TEXTS: Partial<Record<RecordSection, string>> = {
  units: "Unit was restored",
  words: "Word was restored",
  phrases: "Phrase was restored",
};

/**
 * What an administration form's detail needs of its section: where the list
 * is, where a saved record lives (by its key field), its save and delete
 * calls, and the undo of a delete where the section has one.
 */
export function recordDetail<S extends RecordSection>(
  section: S,
  record: RecordOf<S>,
  keyField: keyof RecordOf<S> & string,
) {
  const listHref = `/administration/${section}`;
  return {
    listHref,
    hrefOf: (saved: RecordOf<S>) => `${listHref}/${String(saved[keyField])}`,
    save: (draft: RecordOf<S>) => saveRecordAction(section, draft) as Promise<ActionResult<RecordOf<S>>>,
    remove: () => deleteRecordAction(section, record.id),
    undo:
      section === "units" || section === "words" || section === "phrases"
        ? { call: (token: string) => undoAction(section, token), restored: RESTORED_TEXTS[section]! }
        : undefined,
  };
}
