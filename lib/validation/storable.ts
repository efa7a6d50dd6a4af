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

// A loop over a stack, not recursion: a server action's arguments are not
// depth-checked like an API body (and may share or cycle references), and a
// deep value must not exhaust the call stack.
function isStorableDeep(root: unknown): boolean {
  const pending: unknown[] = [root];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (!isStorableText(value)) return false;
    } else if (value !== null && typeof value === "object" && !seen.has(value)) {
      seen.add(value);
      for (const [key, inner] of Object.entries(value)) {
        if (!Array.isArray(value) && !isStorableText(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}
