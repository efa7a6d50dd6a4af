// Russian letters in Latin, as a reader would spell them (a simplified
// GOST/ICAO transliteration): a unit named «Животные» gets the url zhivotnye.
const CYRILLIC: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "iu",
  я: "ia",
};

/** A url slug is at most this long (the url field's limit). */
const MAX_SLUG = 100;

/**
 * The url a name suggests: lowercase Latin letters and digits joined by
 * single hyphens, accents dropped and Russian spelled in Latin. A name that
 * leaves nothing (only signs) gives `fallback`; one of digits only, which
 * would read as an id, gets `fallback` before it.
 */
export function slugOf(name: string, fallback = "item"): string {
  const latin = [...name.normalize("NFKD").toLowerCase()]
    .map((char) => CYRILLIC[char] ?? char)
    .join("")
    .replace(/[\u0300-\u036f]/g, "");
  const slug = latin
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/, "");
  if (slug === "") return fallback;
  return /^[0-9]+$/.test(slug) ? `${fallback}-${slug}`.slice(0, MAX_SLUG) : slug;
}

/**
 * `slug`, or the first of slug-2, slug-3… that `taken` does not hold; the
 * answer is added to `taken`, so that the next call avoids it too.
 */
export function uniqueSlug(slug: string, taken: Set<string>): string {
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n += 1) {
    const suffix = `-${n}`;
    candidate = `${slug.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, "")}${suffix}`;
  }
  taken.add(candidate);
  return candidate;
}
