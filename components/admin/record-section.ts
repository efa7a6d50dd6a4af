import type { ActionResult } from "@/lib/types/action-result";
import type { Restored, Undoable } from "@/lib/validation/bulk";

/** The spec's confirmation before a record is deleted. */
export const deleteConfirmation = (noun: string, name: string) => ({
  title: `Delete ${noun} ${name}`,
  message: `Please confirm that you are going to delete ${noun} ${name}?`,
});

/** How a section deletes a record: its call, the spec's toasts and confirmation, and the undo where there is one. */
type Removal<T> = {
  remove: (record: T) => Promise<ActionResult<Undoable | void>>;
  removed: string;
  removedTone?: "success" | "info";
  removeFailed: string;
  confirm: (record: T) => { title: string; message: string };
  undo?: { call: (token: string) => Promise<ActionResult<Restored>>; restored: string };
};

/**
 * What a section's detail knows of its records: where they live, how it
 * speaks of one (the spec's texts), and its named server actions.
 */
export type RecordSection<T> = {
  /** The section's list: where a cancelled new record and a deleted one lead. */
  listHref: string;
  /** Where a saved record lives. */
  hrefOf: (saved: T) => string;
  /** The heading of a new record, and of a saved one without a name yet. */
  noun: string;
  heading: (record: T) => string;
  saved: string;
  saveFailed: string;
  /** A section whose records come from elsewhere (users) has no create. */
  create?: (draft: T) => Promise<ActionResult<T>>;
  update: (draft: T) => Promise<ActionResult<T>>;
  removal?: Removal<T>;
};
