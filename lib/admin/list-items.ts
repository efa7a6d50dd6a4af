/**
 * How a list shows a piece of a record: English text (`lang="en"`, so that a
 * screen reader reads it as English) or a name that is not translated
 * (`translate="no"`: a unit's name, a url, a login), the default.
 */
export type ContentMark = "en" | "name";

/** The attributes that mark a piece of content shown in the interface. */
export const markOf = (mark: ContentMark = "name"): { lang?: "en"; translate?: "no" } =>
  mark === "en" ? { lang: "en" } : { translate: "no" };

/** One row of an administration list, as the list component shows and filters it. */
export type ListItem = {
  /** The route key of the item (url, value or login). */
  key: string;
  /** The record's id, where a list can act on many records at once (bulk delete). */
  id?: number;
  label: string;
  secondary?: string;
  /** How the label and the secondary text are marked as content (a name by default). */
  labelMark?: ContentMark;
  secondaryMark?: ContentMark;
  /** The section's filter fields (SPEC: each section names them); the label and secondary where not named. */
  searchFields?: string[];
};

/** One option of a unit's pick list: a word (English, then Russian) or a phrase (its Russian). */
export type PickItem = {
  id: number;
  label: string;
  secondary?: string;
  labelMark?: ContentMark;
  secondaryMark?: ContentMark;
};

/**
 * A unit's pick list: every option when they fit one page (filtered in the
 * browser, as the spec has it), or else the first page, the cursor of the
 * next, and the unit's own options so they show whatever page is loaded.
 */
export type PickOptions = {
  items: PickItem[];
  nextCursor: string | null;
  chosen: PickItem[];
  error?: string;
};
