import type { ActionResult } from "@/lib/actions";
import { deleteRecordAction, type RecordOf, type RecordSection, saveRecordAction } from "./record-actions";

/**
 * What an administration form's detail needs of its section: where the list
 * is, where a saved record lives (by its key field), and its save and delete
 * calls.
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
  };
}
