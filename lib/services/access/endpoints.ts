import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, transaction } from "@/db/client";
import type { Database, Transaction } from "@/db/types";
import { endpointScopes, endpoints, scopes } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { type EndpointInput } from "@/lib/validation/access";
import { withUniqueFields } from "../db-errors";
import { versionedCache } from "../versioned-cache";
import { byIdOrSlug, idToUpdate } from "../keys";
import { writeRow } from "../row-write";
import { scopeIdsForValues, scopeObjectsOf } from "./scope-objects";
import type { EndpointDto } from "@/lib/types/access";

const endpointColumns = {
  id: endpoints.id,
  url: endpoints.url,
  method: endpoints.method,
  adminPageUrl: endpoints.adminPageUrl,
  scopes: scopeObjectsOf(endpointScopes, "endpoint_id", endpoints.id).as("scopes"),
};

const uniqueFields = {
  endpoints_admin_page_url_key: { adminPageUrl: "An endpoint with this admin page url already exists" },
};

const byEndpointKey = (key: string) => byIdOrSlug(endpoints.id, endpoints.adminPageUrl, key);

export async function listEndpoints(): Promise<EndpointDto[]> {
  const db = await getDb();
  return db.select(endpointColumns).from(endpoints).orderBy(asc(endpoints.adminPageUrl));
}

export async function getEndpointByKey({ key }: { key: string }): Promise<EndpointDto> {
  const db = await getDb();
  const [endpoint] = await db.select(endpointColumns).from(endpoints).where(byEndpointKey(key));
  if (!endpoint) throw AppError.notFound("Endpoint was not found");
  return endpoint;
}

async function writeScopes(tx: Transaction, endpointId: number, scopeIds: number[]): Promise<void> {
  await tx.delete(endpointScopes).where(eq(endpointScopes.endpointId, endpointId));
  if (scopeIds.length > 0) {
    await tx.insert(endpointScopes).values(scopeIds.map((scopeId) => ({ endpointId, scopeId })));
  }
}

/** A new endpoint, or with `id` that endpoint, with its scopes. */
async function saveEndpoint(input: EndpointInput, id?: number): Promise<EndpointDto> {
  const { url, method, adminPageUrl } = input;
  const savedId = await withUniqueFields(uniqueFields, () =>
    transaction(async (tx) => {
      const scopeIds = await scopeIdsForValues(tx, input.scopes);
      const endpointId = await writeRow(tx, endpoints, { url, method, adminPageUrl }, id);
      if (endpointId !== undefined) await writeScopes(tx, endpointId, scopeIds);
      return endpointId;
    }),
  );
  if (savedId === undefined) throw AppError.notFound("Endpoint was not found");
  return getEndpointByKey({ key: String(savedId) });
}

export const createEndpoint = (values: EndpointInput): Promise<EndpointDto> => saveEndpoint(values);

export const updateEndpoint = (values: EndpointInput): Promise<EndpointDto> =>
  saveEndpoint(values, idToUpdate(values, "an endpoint"));

export async function deleteEndpoint({ key }: { key: string }): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(endpoints).where(byEndpointKey(key)).returning({ id: endpoints.id });
  if (deleted.length === 0) throw AppError.notFound("Endpoint was not found");
}

export type EndpointRule = { url: string; scopes: string[] };

async function loadRules(db: Database): Promise<Map<string, EndpointRule[]>> {
  const rows = await db
    .select({
      method: endpoints.method,
      url: endpoints.url,
      scopes: sql<
        string[]
      >`coalesce(json_agg(${scopes.value}) FILTER (WHERE ${scopes.value} IS NOT NULL), '[]'::json)`,
    })
    .from(endpoints)
    .leftJoin(endpointScopes, eq(endpointScopes.endpointId, endpoints.id))
    .leftJoin(scopes, eq(scopes.id, endpointScopes.scopeId))
    .groupBy(endpoints.id);
  const byMethod = new Map<string, EndpointRule[]>();
  for (const { method, ...rule } of rows) byMethod.set(method, [...(byMethod.get(method) ?? []), rule]);
  return byMethod;
}

const rulesCache = versionedCache("endpoint-rules", "access", loadRules);

/**
 * Every endpoint row for a method with the scope values it admits. The rows
 * of all methods are cached per process and reloaded when the database's
 * access version changes (triggers bump it on every write to endpoints,
 * their scopes or scopes), so a change made through any instance applies to
 * the very next call everywhere.
 */
export async function listEndpointRules({ method }: { method: string }): Promise<EndpointRule[]> {
  const byMethod = await rulesCache();
  return [...(byMethod.get(method) ?? [])];
}
