import { z } from "zod";
import { entityId } from "./common";

/** Records one bulk call may name (the ids of some 10,000 records fit the API's 100 kB body). */
export const MAX_BULK_IDS = 10_000;

const bulkIds = z
  .array(entityId, { error: "ids must be a list of ids" })
  .min(1, "Choose at least one record")
  .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} records at once`);

export const bulkDeleteInput = z.object({ ids: bulkIds });

/** Records to add to a unit or remove from it; the unit by id or url, as in units/{key}. */
export const membershipInput = z.object({
  ids: bulkIds,
  unit: z
    .union([entityId, z.string().min(1).max(200)], { error: "unit must be a unit's id or url" })
    .transform(String),
});

export const undoInput = z.object({
  token: z
    .string({ error: "token is required" })
    .min(1, "token is required")
    .max(100, "token is not one this API gave"),
});

/** What a change that can be undone answers beside its own count. */
const undoable = {
  undoToken: z.string().describe("Pass to the undo call, by the same user, to put everything back as it was"),
  undoUntil: z.iso.datetime().describe("Until when the change can be undone"),
};

export const bulkDeletedOutput = z.object({
  deleted: z.number().int().describe("How many records were deleted"),
  ...undoable,
});

export const membershipChangedOutput = z.object({
  changed: z
    .number()
    .int()
    .describe("How many records joined or left the unit (those already so are passed over)"),
  ...undoable,
});

export const restoredOutput = z.object({
  restored: z
    .number()
    .int()
    .describe("How many records came back (after a delete) or memberships were undone (after a unit change)"),
});

/** What a change that can be undone answers: the token of its undo call and until when it works. */
export type Undoable = z.infer<z.ZodObject<typeof undoable>>;
export type BulkDeleted = z.infer<typeof bulkDeletedOutput>;
export type MembershipChanged = z.infer<typeof membershipChangedOutput>;
export type Restored = z.infer<typeof restoredOutput>;
