import { type BulkDeletable, deleteInBulk, undoBulkDelete, UNDO_WINDOW_MS } from "@/lib/services/bulk-delete";
import { bulkDeletedOutput, bulkDeleteInput, restoredOutput, undoInput } from "@/lib/validation/bulk";
import { type ApiRoute, defineRoute, ok, signedIn } from "../define";
import { answers, WRITE_ERRORS } from "./docs";

/** Deleting many records of a resource at once, and undoing that. */
function bulkRoutes(resource: BulkDeletable, tag: string) {
  const minutes = UNDO_WINDOW_MS / 60_000;
  return {
    delete: defineRoute({
      method: "POST",
      path: `/${resource}/bulk-delete`,
      access: "admin",
      tag,
      summary: `Delete many ${resource} in one transaction (with their unit memberships and review history); undoable for ${minutes} minutes by the same user`,
      body: bulkDeleteInput,
      responses: answers({ 200: { description: "Deleted", schema: bulkDeletedOutput } }, [
        ...WRITE_ERRORS,
        404,
      ]),
      handle: async ({ principal, body }) => ok(await deleteInBulk(resource, signedIn(principal), body.ids)),
    }),
    undo: defineRoute({
      method: "POST",
      path: `/${resource}/undo-delete`,
      access: "admin",
      tag,
      summary: `Put back what a bulk delete of ${resource} removed, with the same ids (once, by the user who deleted)`,
      body: undoInput,
      responses: answers({ 200: { description: "Restored", schema: restoredOutput } }, [
        ...WRITE_ERRORS,
        404,
        409,
      ]),
      handle: async ({ principal, body }) =>
        ok(await undoBulkDelete(resource, signedIn(principal), body.token)),
    }),
  };
}

export const wordBulkRoutes = bulkRoutes("words", "Words");
export const phraseBulkRoutes = bulkRoutes("phrases", "Phrases");

export const bulkRouteList: ApiRoute[] = [
  ...Object.values(wordBulkRoutes),
  ...Object.values(phraseBulkRoutes),
];
