import { z } from "zod";

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// Format characters (Unicode general category Cf: zero-width space and
// joiners, BOM, soft hyphen, bidi controls, ...) draw nothing. Text made only
// of them and whitespace looks empty in every list and form, so it counts as
// empty. Inside visible text they stay (an emoji sequence needs its ZWJ).
const INVISIBLE = /[\p{Cf}\s]/gu;

// Bidirectional embeddings and overrides (U+202A-U+202E) and isolates
// (U+2066-U+2069) reorder the text after them, so a stored name could display
// as something other than what it is ("Trojan Source" spoofing). The implicit
// marks U+200E/U+200F only steer neutral characters and stay allowed.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** Whether text still holds something visible once format characters and whitespace are removed. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "").length > 0;
}

/** Whether text holds a bidi embedding, override or isolate control. */
export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROL.test(value);
}

export const bidiControlMessage = (label: string) =>
  `${label} may not contain text-direction control characters`;

/**
 * Text a person types into a form: trimmed, required (invisible-only text is
 * empty), bounded, and free of text-direction controls.
 */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    // Empty text is already reported by min(1): one message per problem.
    .refine((value) => value.length === 0 || hasVisibleText(value), `${label} is required`)
    .refine((value) => !hasBidiControl(value), bidiControlMessage(label));

/** A url slug: also a route key, so it may not look like a numeric id. */
export const slug = (label = "URL") =>
  requiredText(label, 100)
    .regex(SLUG_PATTERN, `${label} may contain only lowercase letters, digits and single hyphens`)
    .refine((value) => !/^[0-9]+$/.test(value), `${label} may not consist of digits only`);

/** The largest value of a PostgreSQL integer column: a larger id can name no row. */
export const MAX_ENTITY_ID = 2_147_483_647;

/** A learner's typed answer, in a test or a review. */
export const answerText = z
  .string({ error: "Each answer must be text" })
  .max(500, "An answer must be at most 500 characters");

/** A time or a duration in whole milliseconds, named `field` in its messages. */
export const milliseconds = (field: string) =>
  z
    .number({ error: `${field} must be a time in milliseconds` })
    .int(`${field} must be a whole number of milliseconds`)
    .nonnegative(`${field} must be a time in milliseconds`);

export const entityId = z
  .number({ error: "Id must be a number" })
  .int("Id must be a whole number")
  .positive("Id must be positive")
  .max(MAX_ENTITY_ID, `Id must be at most ${MAX_ENTITY_ID}`);

export const optionalId = { id: entityId.optional() };

/** Words a unit may hold, and phrases: its schema's limit, which bulk changes of its members keep too. */
export const MAX_UNIT_MEMBERS = 1000;

export const idList = (label: string) =>
  z
    .array(entityId, { error: `${label} must be a list of ids` })
    .max(MAX_UNIT_MEMBERS, `${label} may hold at most ${MAX_UNIT_MEMBERS} items`)
    .refine((ids) => new Set(ids).size === ids.length, `${label} may not contain an item twice`);

export function isNumericKey(key: string): boolean {
  return /^[0-9]{1,9}$/.test(key);
}

/** A key the client chooses, so that sending the same thing again stores nothing twice (a UUID fits). */
export const clientKey = z
  .string({ error: "key must be text" })
  .regex(/^[\w-]{8,64}$/, "key must be 8 to 64 letters, digits, hyphens or underscores");
