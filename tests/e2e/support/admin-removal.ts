// What deleting an item shows in each administration section: the list it returns to, the
// confirmation's title and message, and the toast (texts of SPEC section 8).
import type { RemovalTexts } from "./admin-form";

function texts(section: string, label: string, named: string, toast: string, title?: string): RemovalTexts {
  return {
    listHref: `/administration/${section}s`,
    listTitle: `List of ${section}s`,
    label,
    confirmTitle: title ?? `Delete ${section} ${named}`,
    confirmMessage: `Please confirm that you are going to delete ${section} ${named}?`,
    toast,
  };
}

export const REMOVAL = {
  word: (en: string) => texts("word", en, en, "Word was removed"),
  phrase: (ru: string) => texts("phrase", ru, ru, "Phrase was removed", "Delete phrase"),
  unit: (name: string) => texts("unit", name, name, "Unit was successfully removed"),
  /** A scope is listed by its name and confirmed by its value. */
  scope: (name: string, value: string) => texts("scope", name, value, "Scope was successfully removed"),
  endpoint: (adminPageUrl: string) =>
    texts("endpoint", adminPageUrl, adminPageUrl, "Endpoint was successfully removed"),
};
