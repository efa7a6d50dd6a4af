// One collator per language for the process: `localeCompare` with a locale
// builds a new collator on every comparison, which made sorting a page's
// words a measurable part of its render.
const english = new Intl.Collator("en", { sensitivity: "base" });
const russian = new Intl.Collator("ru", { sensitivity: "base" });

export function sortVocabulary<T extends { en: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const byBase = english.compare(a.en, b.en);
    if (byBase !== 0) {
      return byBase;
    }
    // Words equal up to case or accents still get a fixed order, so the list
    // does not reshuffle between renders of differently ordered input.
    if (a.en === b.en) {
      return 0;
    }
    return a.en < b.en ? -1 : 1;
  });
}

export function sortPhrasesByRussian<T extends { ru: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => russian.compare(a.ru, b.ru));
}
