import "server-only";
import { requestLocale } from "@/lib/i18n/request-locale";
import { localizeFields } from "@/lib/i18n/server-messages";
import { revalidatePath } from "next/cache";
import type { ApiRoute } from "@/lib/api/define";
import type { CrudRoutes } from "@/lib/api/routes/crud";
import { queryAction, requirePrincipal, runAction, validatedAction } from "@/lib/api/run-action";
import { parseInput } from "@/lib/errors";
import { entityId } from "@/lib/validation/common";
import { z } from "zod";
import { deleteInBulk } from "@/lib/services/content/bulk-delete";
import { changeMembershipInBulk, type MembershipChange } from "@/lib/services/content/bulk-membership";
import { undoBulkChange } from "@/lib/services/content/bulk-undo";
import type { BulkResource, UndoResource } from "@/lib/services/content/undo-batches";
import type { Principal } from "@/lib/domain/principal";
import type { ActionResult } from "@/lib/types/action-result";
import { MAX_BULK_IDS } from "@/lib/validation/bulk";
import type { ImportReport, ImportRequest } from "@/lib/validation/transfer";
import { findListItem, type ListSource, pageListItems } from "./list-source";

// The factories of the administration's server actions: a section's actions file names one action
// per REST call and hands it what it stands for. Each goes through that call's authorization.

/** After a write every administration page is read anew, the lists beside the forms included. */
const revalidateAdministration = () => revalidatePath("/administration", "layout");

export async function revalidated<T>(result: Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  const answer = await result;
  if (answer.ok) revalidateAdministration();
  return answer;
}

/** A new record's values: a form's draft of one carries id 0, which is no part of a POST. */
function withoutId(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const { id: _id, ...values } = input as Record<string, unknown>;
  return values;
}

/**
 * POST, PUT (the id in the record) and DELETE by id of one record of a
 * section (crudRoutes). `present` shapes what a saved record answers to the form.
 */
export function recordActions<Input, Dto, Shown = Dto>(
  routes: CrudRoutes<Input, Dto>,
  present: (saved: Dto) => Shown | Promise<Shown> = (saved) => saved as unknown as Shown,
) {
  const { service } = routes;
  const save = (route: ApiRoute<Input>, write: (body: Input) => Promise<Dto>) => (record: unknown) =>
    revalidated(validatedAction(route, record, async (body) => present(await write(body))));
  const idCall = (id: unknown) => {
    const { id: key } = parseInput(z.object({ id: entityId }), { id });
    return { route: routes.remove, params: { key: String(key) } };
  };
  return {
    create: (record: unknown) => save(routes.create, service.create)(withoutId(record)),
    update: save(routes.update, service.update),
    remove: (id: unknown) =>
      revalidated(
        runAction(
          () => idCall(id),
          (principal) => service.remove({ key: String(id), principal: requirePrincipal(principal) }),
        ),
      ),
  };
}

/** POST {resource}/undo: a delete or bulk change of the caller's, undone. */
export function undoAction(resource: UndoResource, route: ApiRoute<{ token: string }>) {
  return (token: unknown) =>
    revalidated(
      validatedAction(route, { token }, (body, principal) =>
        undoBulkChange(resource, requirePrincipal(principal), body.token),
      ),
    );
}

type BulkRoutes = {
  delete: ApiRoute<{ ids: number[] }>;
  addToUnit: ApiRoute<{ ids: number[]; unit: string }>;
  removeFromUnit: ApiRoute<{ ids: number[]; unit: string }>;
  undo: ApiRoute<{ token: string }>;
};

/** POST {resource}/bulk-delete, add-to-unit, remove-from-unit and undo: many records at once, undoable. */
function bulkActions(resource: BulkResource, routes: BulkRoutes) {
  const membership = (change: MembershipChange) => (input: unknown) =>
    revalidated(
      validatedAction(change === "add" ? routes.addToUnit : routes.removeFromUnit, input, (body, principal) =>
        changeMembershipInBulk(resource, requirePrincipal(principal), { ...body, change }),
      ),
    );
  return {
    deleteMany: (ids: unknown) =>
      revalidated(
        validatedAction(routes.delete, { ids }, (body, principal) =>
          deleteInBulk(resource, requirePrincipal(principal), body.ids),
        ),
      ),
    addToUnit: membership("add"),
    removeFromUnit: membership("remove"),
    undo: undoAction(resource, routes.undo),
  };
}

/** POST {resource}/import: a preview of a CSV file, or, with apply, its rows written in one transaction. */
export function importAction(
  route: ApiRoute<ImportRequest>,
  importCsv: (request: ImportRequest, principal: Principal) => Promise<ImportReport>,
) {
  return (input: unknown) =>
    validatedAction(route, input, async (request, principal) => {
      const report = await importCsv(request, requirePrincipal(principal));
      if (request.apply) revalidateAdministration();
      // The REST API's reasons are English; the preview shows them in the reader's language.
      const locale = await requestLocale();
      return {
        ...report,
        rows: report.rows.map((row) => ({ ...row, errors: localizeFields(row.errors, locale) })),
      };
    });
}

/** GET {resource} with paging: a long list's search and next pages, and its selected item (one row of it). */
export function listActions<T>(source: ListSource<T>) {
  return {
    findPage: (query: unknown) => queryAction(source.route, query, (paging) => pageListItems(source, paging)),
    findItem: (key: unknown) => runAction(source.route, () => findListItem(source, String(key))),
  };
}

/** What a content section (words, phrases) does: one record, many at once, a CSV import, "select all matching". */
export function contentActions<Input, Dto>(
  resource: BulkResource,
  parts: {
    routes: CrudRoutes<Input, Dto>;
    bulkRoutes: BulkRoutes;
    importRoute: ApiRoute<ImportRequest>;
    importCsv: Parameters<typeof importAction>[1];
    list: ListSource<Dto>;
    matchingIds: (q: string | undefined, limit: number) => Promise<{ ids: number[]; more: boolean }>;
  },
) {
  return {
    ...recordActions(parts.routes),
    ...bulkActions(resource, parts.bulkRoutes),
    ...listActions(parts.list),
    importFile: importAction(parts.importRoute, parts.importCsv),
    // "Select all matching" beyond the rows loaded, up to what one bulk call takes; authorized as the list's GET.
    findMatching: (query: unknown) =>
      queryAction(parts.routes.list, query, (paging) => parts.matchingIds(paging.q, MAX_BULK_IDS)),
  };
}
