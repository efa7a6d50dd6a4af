import "server-only";
import type { ApiCall } from "@/lib/api/authorize-call";
import type { CrudRoutes } from "@/lib/api/routes/crud";
import type { Page } from "@/lib/types/page";
import type { PageQuery } from "@/lib/validation/paging";
import type { ListItem } from "./list-items";

/**
 * A section's list that can grow without bound: it is searched and paged in
 * SQL, one page at a time, through the REST route it stands for.
 */
export type ListSource<T> = {
  /** The GET call the list stands for; it authorizes every read of the list. */
  route: ApiCall<unknown, PageQuery>;
  page: (query: PageQuery) => Promise<Page<T>>;
  find: (key: string) => Promise<T>;
  item: (row: T) => ListItem;
  /** The spec's order within what is shown, where SQL's differs. */
  sort?: (rows: T[]) => T[];
};

/** The list of a section that stands for a REST resource paged by its service; `sort` as in ListSource. */
export function resourceList<Input, T>(
  routes: CrudRoutes<Input, T>,
  getByKey: (input: { key: string }) => Promise<T>,
  item: (row: T) => ListItem,
  sort?: (rows: T[]) => T[],
): ListSource<T> {
  const { page } = routes.service;
  if (!page) throw new Error(`${routes.list.path} is not paged`);
  return { route: routes.list, page, find: (key) => getByKey({ key }), item, sort };
}

/** A list that is a handful by nature (scopes, endpoints): all of it at once, filtered in the browser. */
export const wholeList =
  <T>(rows: () => Promise<T[]>, item: (row: T) => ListItem) =>
  async (): Promise<Page<ListItem>> => ({ items: (await rows()).map(item), nextCursor: null });

/** One page of a list as list items. */
export async function pageListItems<T>(
  { page, item, sort }: ListSource<T>,
  query: PageQuery,
): Promise<Page<ListItem>> {
  const rows = await page(query);
  return { items: (sort ? sort(rows.items) : rows.items).map(item), nextCursor: rows.nextCursor };
}

/** One item of a list by its route key (404 when there is none). */
export async function findListItem<T>({ find, item }: ListSource<T>, key: string): Promise<ListItem> {
  return item(await find(key));
}
