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
import { type ApiRoute, ok, type RouteGroup, routeGroup, signedIn } from "../define";
import { answers, WRITE_ERRORS } from "./docs";

const minutes = UNDO_WINDOW_MS / 60_000;

function membershipRoute(resource: BulkResource, adminRoute: RouteGroup, change: MembershipChange) {
  return adminRoute.post(`/${resource}/${change === "add" ? "add-to-unit" : "remove-from-unit"}`, {
    summary:
      change === "add"
        ? `Add many ${resource} to the end of a unit, in the order given; undoable for ${minutes} minutes by the same user`
        : `Remove many ${resource} from a unit; undoable for ${minutes} minutes by the same user`,
    body: membershipInput,
    responses: answers(200, "Changed", membershipChangedOutput, [...WRITE_ERRORS, 404]),
    handle: async ({ principal, body }) =>
      ok(await changeMembershipInBulk(resource, signedIn(principal), { ...body, change })),
  });
}

function undoRoute(resource: UndoResource, adminRoute: RouteGroup) {
  return adminRoute.post(`/${resource}/undo`, {
    summary:
      resource === "units"
        ? "Undo a delete of a unit (DELETE units/{id} answers the token in its Undo-Token header), with its memberships and results; or an applied CSV import (the undoToken of its answer). Once, by the user who made it"
        : `Undo a change of ${resource}: a delete (the token of DELETE ${resource}/{id} comes in its Undo-Token header, that of a bulk delete in its body), with the same ids; an addition to or removal from a unit; or an applied CSV import (the undoToken of its answer). Once, by the user who made it`,
    body: undoInput,
    responses: answers(200, "Restored", restoredOutput, [...WRITE_ERRORS, 404, 409]),
    handle: async ({ principal, body }) =>
      ok(await undoBulkChange(resource, signedIn(principal), body.token)),
  });
}

/** Deleting many records of a resource at once, adding them to or removing them from a unit, and undoing that. */
function bulkRoutes(resource: BulkResource, tag: string) {
  const adminRoute = routeGroup({ tag, access: "admin" });
  return {
    delete: adminRoute.post(`/${resource}/bulk-delete`, {
      summary: `Delete many ${resource} in one transaction (with their unit memberships and review history); undoable for ${minutes} minutes by the same user`,
      body: bulkDeleteInput,
      responses: answers(200, "Deleted", bulkDeletedOutput, [...WRITE_ERRORS, 404]),
      handle: async ({ principal, body }) => ok(await deleteInBulk(resource, signedIn(principal), body.ids)),
    }),
    addToUnit: membershipRoute(resource, adminRoute, "add"),
    removeFromUnit: membershipRoute(resource, adminRoute, "remove"),
    undo: undoRoute(resource, adminRoute),
  };
}

export const wordBulkRoutes = bulkRoutes("words", "Words");
export const phraseBulkRoutes = bulkRoutes("phrases", "Phrases");

/** A deleted unit comes back through its own undo call. */
export const unitUndoRoute = undoRoute("units", routeGroup({ tag: "Units", access: "admin" }));

export const bulkRouteList: ApiRoute[] = [
  unitUndoRoute,
  ...Object.values(wordBulkRoutes),
  ...Object.values(phraseBulkRoutes),
];
