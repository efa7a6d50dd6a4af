/** One row of an administration list, as the list component shows and filters it. */
export type ListItem = {
  /** The route key of the item (url, value or login). */
  key: string;
  label: string;
  secondary?: string;
  /** The section's filter fields (SPEC: each section names them). */
  searchFields: string[];
};
