import "server-only";
import { asc, eq, getTableName } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { capitalized } from "@/lib/domain/capitalized";
import { AppError } from "@/lib/errors";
import { type Catalogue, currentCatalogue } from "./catalogue";
import { withUniqueFields } from "../db-errors";
import { byKey, idToUpdate } from "../keys";
import { idsOf, pageOf } from "../paging";
import type { Page } from "@/lib/types/page";
import type { PageQuery } from "@/lib/validation/paging";

type KeyedTable = PgTable & { id: PgColumn; url: PgColumn };

/**
 * Create, read, update and delete for a table keyed by id or url slug with no
 * relations of its own to keep in step (words, phrases).
 */
export function urlKeyedResource<Dto, Input extends { id?: number }>(options: {
  label: string;
  table: KeyedTable;
  columns: Record<keyof Dto & string, PgColumn>;
  orderBy: PgColumn;
  /** The fields a search (`?q=`) looks at. */
  searchable: PgColumn[];
  /** How to read the table from the cached catalogue (catalogue.ts). */
  cached: {
    list: (catalogue: Catalogue) => readonly Dto[];
    find: (catalogue: Catalogue, key: string) => Dto | undefined;
  };
}) {
  const { label, table, columns, orderBy, searchable, cached } = options;
  const uniqueFields = {
    [`${getTableName(table)}_url_key`]: {
      url: `A ${label} with this URL already exists`,
    },
  };
  const notFound = () => AppError.notFound(`${capitalized(label)} was not found`);

  async function list(): Promise<Dto[]> {
    const catalogue = await currentCatalogue();
    if (catalogue) return [...cached.list(catalogue)];
    const db = await getDb();
    return (await db.select(columns).from(table).orderBy(asc(orderBy), asc(table.id))) as Dto[];
  }

  /** One page of the list, searched (in `searchIn`, the list's own fields by default) and paged in SQL (paging.ts). */
  const listing = { table, columns, id: table.id, sortBy: orderBy, searchable };
  function page(query: PageQuery, searchIn: PgColumn[] = searchable): Promise<Page<Dto>> {
    return pageOf<Dto>({ ...listing, searchable: searchIn }, query);
  }

  /** The ids of every record a search finds, in the list's order, up to `max` (bulk actions). */
  const matchingIds = (q: string | undefined, max: number) => idsOf(listing, q, max);

  async function getByKey({ key }: { key: string }): Promise<Dto> {
    const catalogue = await currentCatalogue();
    if (catalogue) {
      const row = cached.find(catalogue, key);
      if (!row) throw notFound();
      return row;
    }
    const db = await getDb();
    const [row] = await db.select(columns).from(table).where(byKey(table, key));
    if (!row) throw notFound();
    return row as Dto;
  }

  async function create(input: Input): Promise<Dto> {
    const { id: _ignored, ...values } = input;
    const db = await getDb();
    const rows = await withUniqueFields(uniqueFields, () =>
      db.insert(table).values(values).returning(columns),
    );
    return (rows as unknown as Dto[])[0]!;
  }

  async function update(input: Input): Promise<Dto> {
    const { id: _ignored, ...values } = input;
    const id = idToUpdate(input, `a ${label}`);
    const db = await getDb();
    const rows = await withUniqueFields(uniqueFields, () =>
      db.update(table).set(values).where(eq(table.id, id)).returning(columns),
    );
    const row = (rows as unknown as Dto[])[0];
    if (!row) throw notFound();
    return row;
  }

  return { list, page, matchingIds, getByKey, create, update };
}
