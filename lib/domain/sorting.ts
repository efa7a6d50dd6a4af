export function sortVocabulary<T extends { en: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const byBase = a.en.localeCompare(b.en, "en", { sensitivity: "base" });
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
  return [...items].sort((a, b) => a.ru.localeCompare(b.ru, "ru", { sensitivity: "base" }));
}
