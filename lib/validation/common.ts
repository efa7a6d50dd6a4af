import { z } from "zod";

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Text a person types into a form: trimmed, required, bounded. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A url slug: also a route key, so it may not look like a numeric id. */
export const slug = (label = "URL") =>
  requiredText(label, 100)
    .regex(SLUG_PATTERN, `${label} may contain only lowercase letters, digits and single hyphens`)
    .refine((value) => !/^[0-9]+$/.test(value), `${label} may not consist of digits only`);

/** The largest value of a PostgreSQL integer column: a larger id can name no row. */
export const MAX_ENTITY_ID = 2_147_483_647;

export const entityId = z
  .number({ error: "Id must be a number" })
  .int("Id must be a whole number")
  .positive("Id must be positive")
  .max(MAX_ENTITY_ID, `Id must be at most ${MAX_ENTITY_ID}`);

export const optionalId = { id: entityId.optional() };

export const idList = (label: string) =>
  z
    .array(entityId, { error: `${label} must be a list of ids` })
    .max(1000, `${label} may hold at most 1000 items`)
    .refine((ids) => new Set(ids).size === ids.length, `${label} may not contain an item twice`);

export function isNumericKey(key: string): boolean {
  return /^[0-9]{1,9}$/.test(key);
}
