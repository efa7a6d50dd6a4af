import "server-only";
import type { ApiCall } from "@/lib/api/authorize-call";
import { userRoutes } from "@/lib/api/routes/access";
import { phraseRoutes, unitRoutes, wordRoutes } from "@/lib/api/routes/content";
import { sortPhrasesByRussian } from "@/lib/domain/sorting";
import { getPhraseByKey, pagePhrases } from "@/lib/services/phrases";
import { getUnitByKey, pageUnits } from "@/lib/services/units";
import { getUserByLogin, pageUsers } from "@/lib/services/users";
import { getWordByKey, pageWords } from "@/lib/services/words";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import type { UserDto } from "@/lib/types/access";
import type { Page } from "@/lib/types/page";
import type { PageQuery } from "@/lib/validation/paging";
import type { ListItem } from "./list-items";

/**
 * A section whose list can grow without bound: it is searched and paged in
 * SQL, one page at a time, through the REST route it stands for.
 */
type ListSource<T> = {
  /** The GET call the list stands for; it authorizes every read of the list. */
  route: ApiCall<unknown, PageQuery>;
  page: (query: PageQuery) => Promise<Page<T>>;
  find: (key: string) => Promise<T>;
  item: (row: T) => ListItem;
  /** The spec's order within what is shown, where SQL's differs. */
  sort?: (rows: T[]) => T[];
};

const source = <T>(listSource: ListSource<T>) => listSource;

export const LIST_SOURCES = {
  units: source<UnitDto>({
    route: unitRoutes.list,
    page: pageUnits,
    find: (key) => getUnitByKey({ key }),
    item: (unit) => ({
      key: unit.url,
      label: unit.name,
      secondary: unit.url,
      searchFields: [unit.name, unit.url],
    }),
  }),
  words: source<WordDto>({
    route: wordRoutes.list,
    page: pageWords,
    find: (key) => getWordByKey({ key }),
    item: (word) => ({
      key: word.url,
      id: word.id,
      label: word.en,
      secondary: word.ru,
      searchFields: [word.en, word.ru],
    }),
  }),
  phrases: source<PhraseDto>({
    route: phraseRoutes.list,
    page: pagePhrases,
    find: (key) => getPhraseByKey({ key }),
    item: (phrase) => ({
      key: phrase.url,
      id: phrase.id,
      label: phrase.ru,
      secondary: phrase.enQuestion,
      searchFields: [phrase.enQuestion, phrase.ru],
    }),
    sort: sortPhrasesByRussian,
  }),
  users: source<UserDto>({
    route: userRoutes.list,
    page: pageUsers,
    find: (login) => getUserByLogin({ login }),
    item: (user) => ({
      key: user.login,
      label: user.login,
      secondary: user.email,
      searchFields: [user.login, user.email],
    }),
  }),
};

export type PagedSection = keyof typeof LIST_SOURCES;

export const isPagedSection = (value: unknown): value is PagedSection =>
  typeof value === "string" && Object.hasOwn(LIST_SOURCES, value);

/** One page of a section's list as list items. */
export async function pageListItems(section: PagedSection, query: PageQuery): Promise<Page<ListItem>> {
  const { page, item, sort } = LIST_SOURCES[section] as ListSource<unknown>;
  const rows = await page(query);
  return { items: (sort ? sort(rows.items) : rows.items).map(item), nextCursor: rows.nextCursor };
}

/** One item of a section's list by its route key (404 when there is none). */
export async function findListItem(section: PagedSection, key: string): Promise<ListItem> {
  const { find, item } = LIST_SOURCES[section] as ListSource<unknown>;
  return item(await find(key));
}
