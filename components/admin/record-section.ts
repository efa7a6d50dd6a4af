import type { ContentMark } from "@/lib/admin/list-items";
import type { ActionResult } from "@/lib/types/action-result";
import type { Restored, Undoable } from "@/lib/validation/bulk";

type Write<T> = (draft: T) => Promise<ActionResult<T>>;
type SaveToasts = { saved: string; saveFailed: string };

/** Users come from registration: an administrator edits one, never creates or deletes one. */
type Edits<T> = { actions: { update: Write<T>; create?: never; remove?: never }; toasts: SaveToasts };

/** A section that creates and deletes its records; some deletes can be undone for a while. */
type Deletes<T> = {
  actions: {
    create: Write<T>;
    update: Write<T>;
    remove: (id: number) => Promise<ActionResult<Undoable | void>>;
    undo?: (token: string) => Promise<ActionResult<Restored>>;
  };
  toasts: SaveToasts & {
    removed: string;
    removedTone?: "success" | "info";
    removeFailed: string;
    /** After an undone delete ("Word was restored"): a section without it offers no Undo. */
    restored?: string;
  };
  /** Where the spec's confirmation names the record otherwise than by its noun and heading. */
  confirm?: (record: T) => { title: string; message: string };
};

/**
 * What a section's detail knows of its records: how it names one, its named
 * server actions with the spec's toasts, and the key a saved one has below
 * the section's path (the path and the noun come from the section's layout:
 * SectionProvider). Only records with an id can be deleted.
 */
export type RecordSection<T> = {
  keyOf: (saved: T) => string;
  /** The record's name, its heading (a new one, or one without a name yet, is headed by the section's noun, capitalized). */
  heading: (record: T) => string;
  /** How the heading is marked as content: English (a word) or a name (the default). */
  headingMark?: ContentMark;
} & (Edits<T> | (T extends { id: number } ? Deletes<T> : never));

export const deletes = <T>(section: RecordSection<T>): section is RecordSection<T> & Deletes<T> =>
  "remove" in section.actions;

/** The id of a record of a section that deletes (RecordSection allows deleting only records with one). */
export const idOf = (record: unknown) => (record as { id: number }).id;
