import { deleteInBulk } from "@/lib/services/content/bulk-delete";
import { changeMembershipInBulk, type MembershipChange } from "@/lib/services/content/bulk-membership";
import { undoBulkChange } from "@/lib/services/content/bulk-undo";
import { type BulkResource, UNDO_WINDOW_MS, type UndoResource } from "@/lib/services/content/undo-batches";
import {
  bulkDeletedOutput,
  bulkDeleteInput,
  membershipChangedOutput,
  membershipInput,
  restoredOutput,
  undoInput,
} from "@/lib/validation/bulk";
import { type ApiRoute, defineRoute, ok, signedIn } from "../define";
import { answers, WRITE_ERRORS } from "./docs";

const minutes = UNDO_WINDOW_MS / 60_000;

function membershipRoute(resource: BulkResource, tag: string, change: MembershipChange) {
  return defineRoute({
    method: "POST",
    path: `/${resource}/${change === "add" ? "add-to-unit" : "remove-from-unit"}`,
    access: "admin",
    tag,
    summary:
      change === "add"
        ? `Add many ${resource} to the end of a unit, in the order given; undoable for ${minutes} minutes by the same user`
        : `Remove many ${resource} from a unit; undoable for ${minutes} minutes by the same user`,
    body: membershipInput,
    responses: answers({ 200: { description: "Changed", schema: membershipChangedOutput } }, [
      ...WRITE_ERRORS,
      404,
    ]),
    handle: async ({ principal, body }) =>
      ok(await changeMembershipInBulk(resource, signedIn(principal), { ...body, change })),
  });
}

function undoRoute(resource: UndoResource, tag: string) {
  return defineRoute({
    method: "POST",
    path: `/${resource}/undo`,
    access: "admin",
    tag,
    summary:
      resource === "units"
        ? "Undo a delete of a unit (DELETE units/{id} answers the token in its Undo-Token header), with its memberships and results; or an applied CSV import (the undoToken of its answer). Once, by the user who made it"
        : `Undo a change of ${resource}: a delete (the token of DELETE ${resource}/{id} comes in its Undo-Token header, that of a bulk delete in its body), with the same ids; an addition to or removal from a unit; or an applied CSV import (the undoToken of its answer). Once, by the user who made it`,
    body: undoInput,
    responses: answers({ 200: { description: "Restored", schema: restoredOutput } }, [
      ...WRITE_ERRORS,
      404,
      409,
    ]),
    handle: async ({ principal, body }) =>
      ok(await undoBulkChange(resource, signedIn(principal), body.token)),
  });
}

/** Deleting many records of a resource at once, adding them to or removing them from a unit, and undoing that. */
function bulkRoutes(resource: BulkResource, tag: string) {
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
    addToUnit: membershipRoute(resource, tag, "add"),
    removeFromUnit: membershipRoute(resource, tag, "remove"),
    undo: undoRoute(resource, tag),
  };
}

export const wordBulkRoutes = bulkRoutes("words", "Words");
export const phraseBulkRoutes = bulkRoutes("phrases", "Phrases");

/** A deleted unit comes back through its own undo call. */
export const unitUndoRoute = undoRoute("units", "Units");

export const bulkRouteList: ApiRoute[] = [
  unitUndoRoute,
  ...Object.values(wordBulkRoutes),
  ...Object.values(phraseBulkRoutes),
];
