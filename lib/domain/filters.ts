type Field = string | null | undefined;
type Query = string | null | undefined;

export function matchesSearch(query: Query, ...fields: Field[]): boolean {
  const needle = (query ?? "").trim().toLocaleLowerCase();
  if (needle === "") {
    return true;
  }
  // toLocaleLowerCase rather than toLowerCase so Cyrillic and other
  // non-ASCII text is folded the way users expect.
  return fields.some(
    (field) => field !== null && field !== undefined && field.toLocaleLowerCase().includes(needle),
  );
}

function filterBy<T>(items: readonly T[], query: Query, fields: (item: T) => Field[]): T[] {
  return items.filter((item) => matchesSearch(query, ...fields(item)));
}

export function filterEndpoints<T extends { url: string; method: string; adminPageUrl?: string | null }>(
  items: readonly T[],
  query?: Query,
): T[] {
  return filterBy(items, query, (item) => [item.url, item.method, item.adminPageUrl]);
}

export function filterPhrases<T extends { enQuestion: string; ru: string }>(
  items: readonly T[],
  query?: Query,
): T[] {
  return filterBy(items, query, (item) => [item.enQuestion, item.ru]);
}

export function filterScopes<T extends { name: string; value: string }>(
  items: readonly T[],
  query?: Query,
): T[] {
  return filterBy(items, query, (item) => [item.name, item.value]);
}

export function filterUnits<T extends { name: string; url: string }>(
  items: readonly T[],
  query?: Query,
): T[] {
  return filterBy(items, query, (item) => [item.name, item.url]);
}

export function filterWords<T extends { en: string; ru: string }>(items: readonly T[], query?: Query): T[] {
  return filterBy(items, query, (item) => [item.en, item.ru]);
}

export function filterUsers<T extends { login: string; email?: string | null }>(
  items: readonly T[],
  query?: Query,
): T[] {
  return filterBy(items, query, (item) => [item.login, item.email]);
}

export function filterVocabulary<T extends { en: string; ru: string; transcription?: string | null }>(
  items: readonly T[],
  query?: Query,
): T[] {
  return filterBy(items, query, (item) => [item.en, item.ru, item.transcription]);
}

// The pick list shows only English words, so matching Russian would surface
// rows whose reason for matching is invisible to the user.
export function filterPickListWords<T extends { en: string }>(items: readonly T[], query?: Query): T[] {
  return filterBy(items, query, (item) => [item.en]);
}
