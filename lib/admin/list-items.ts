/** One row of an administration list, as the list component shows and filters it. */
export type ListItem = {
  /** The route key of the item (url, value or login). */
  key: string;
  /** The record's id, where a list can act on many records at once (bulk delete). */
  id?: number;
  label: string;
  secondary?: string;
  /** The section's filter fields (SPEC: each section names them). */
  searchFields: string[];
};
