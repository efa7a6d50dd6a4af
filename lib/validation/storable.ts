// PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses unpaired
// surrogates (text would silently turn them into U+FFFD). JSON escapes such
// as "\u0000" and "\ud800" are well-formed JSON, so they are refused early.
const UNSTORABLE = /\u0000|[\uD800-\uDFFF]/u;

/** Whether a string can reach the database unchanged. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** The first top-level field of a value holding unstorable text ("body" for the value itself), or null. */
export function unstorableField(value: unknown): string | null {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (!isStorableText(key) || !isStorableDeep(inner)) return key;
    }
    return null;
  }
  return isStorableDeep(value) ? null : "body";
}

function isStorableDeep(value: unknown): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorableDeep);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).every(([key, inner]) => isStorableText(key) && isStorableDeep(inner));
  }
  return true;
}
