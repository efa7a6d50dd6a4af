import type { DetailTexts } from "@/components/admin/entity-detail";
import type { RecordOf, RecordSection } from "./record-actions";

/** How a section's detail speaks of one record: its heading and the spec's toasts and confirmation. */
type SectionTexts<S extends RecordSection> = Omit<DetailTexts, "confirmTitle" | "confirmMessage"> & {
  /** The heading of a new record, and of a saved one without a name yet. */
  noun: string;
  heading: (record: RecordOf<S>) => string;
  confirm: (record: RecordOf<S>) => { title: string; message: string };
  /** The toast once an undo of the delete worked, where a delete can be undone. */
  restored?: string;
};

const deleteConfirmation = (noun: string, name: string) => ({
  title: `Delete ${noun} ${name}`,
  message: `Please confirm that you are going to delete ${noun} ${name}?`,
});

// The spec's texts (section 8), section by section.
export const RECORD_TEXTS: { [S in RecordSection]: SectionTexts<S> } = {
  units: {
    noun: "Unit",
    heading: (unit) => unit.name,
    saved: "Unit has been saved successfully",
    saveFailed: "Error saving unit",
    removed: "Unit was successfully removed",
    removeFailed: "Error removing unit",
    confirm: (unit) => deleteConfirmation("unit", unit.name),
    restored: "Unit was restored",
  },
  words: {
    noun: "Word",
    heading: (word) => word.en,
    saved: "Word is saved successfully",
    saveFailed: "Error during word saving",
    removed: "Word was removed",
    removeFailed: "Error during word removal",
    confirm: (word) => deleteConfirmation("word", word.en),
    restored: "Word was restored",
  },
  phrases: {
    noun: "Phrase",
    heading: (phrase) => phrase.ru,
    saved: "Phrase was saved successfully",
    saveFailed: "Phrase was not saved",
    removed: "Phrase was removed",
    removeFailed: "Error during phrase removal",
    // The spec's one title without the record's name.
    confirm: (phrase) => ({ ...deleteConfirmation("phrase", phrase.ru), title: "Delete phrase" }),
    restored: "Phrase was restored",
  },
  scopes: {
    noun: "Scope",
    heading: (scope) => scope.name,
    saved: "Scope has been saved successfully",
    saveFailed: "Error saving scope",
    removed: "Scope was successfully removed",
    removeFailed: "Error removing scope",
    confirm: (scope) => deleteConfirmation("scope", scope.value),
  },
  endpoints: {
    noun: "Endpoint",
    heading: (endpoint) => endpoint.adminPageUrl,
    saved: "Endpoint has been saved successfully",
    saveFailed: "Error saving endpoint",
    removed: "Endpoint was successfully removed",
    removedTone: "info",
    removeFailed: "Error removing endpoint",
    confirm: (endpoint) => deleteConfirmation("endpoint", endpoint.adminPageUrl),
  },
};
