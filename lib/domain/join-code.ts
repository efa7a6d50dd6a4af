/**
 * A class's join code: letters and digits a learner can read aloud and type
 * without doubt (no 0/O, 1/I/L), long enough that guessing one, at the
 * allowance of attempts a learner gets, finds no class.
 */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 8;

/** Random bytes made into a code: each byte picks a character (the bias of 256 mod 31 is harmless here). */
export function joinCodeOf(bytes: Uint8Array): string {
  return Array.from(
    bytes.slice(0, JOIN_CODE_LENGTH),
    (byte) => JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length],
  ).join("");
}
