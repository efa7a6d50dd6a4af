import type { ActionResult } from "@/lib/types/action-result";
import {
  deleteRecordAction,
  type RecordOf,
  type RecordSection,
  saveRecordAction,
  undoAction,
} from "./record-actions";
import { RECORD_TEXTS } from "./record-texts";

type SectionTextsOf<S extends RecordSection> = (typeof RECORD_TEXTS)[S];

/**
 * What an administration form's detail needs of its section: the record and
 * its heading, the section's texts, where the list is, where a saved record
 * lives (by its key field), its save and delete calls, and the undo of a
 * delete where the section has one.
 */
export function recordDetail<S extends RecordSection>(
  section: S,
  { record, isNew, keyField }: { record: RecordOf<S>; isNew: boolean; keyField: keyof RecordOf<S> & string },
) {
  const listHref = `/administration/${section}`;
  const { noun, heading, confirm, restored, ...texts } = RECORD_TEXTS[section] as SectionTextsOf<S>;
  const confirmation = confirm(record);
  return {
    title: isNew ? noun : heading(record) || noun,
    isNew,
    initial: record,
    texts: { ...texts, confirmTitle: confirmation.title, confirmMessage: confirmation.message },
    listHref,
    hrefOf: (saved: RecordOf<S>) => `${listHref}/${String(saved[keyField])}`,
    save: (draft: RecordOf<S>) => saveRecordAction(section, draft) as Promise<ActionResult<RecordOf<S>>>,
    remove: () => deleteRecordAction(section, record.id),
    undo:
      restored && (section === "units" || section === "words" || section === "phrases")
        ? { call: (token: string) => undoAction(section, token), restored }
        : undefined,
  };
}
