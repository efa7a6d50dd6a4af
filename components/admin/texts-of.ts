/**
 * The texts of these keys, by key: a record's toasts, read from its section's
 * namespace. The keys are spelled where they are read, so the catalogue test
 * sees them used.
 */
export function textsOf<Key extends string>(
  t: (key: Key) => string,
  keys: readonly Key[],
): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<Key, string>;
}
