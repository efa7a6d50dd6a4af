/** The page of results of a search of the whole site (units and words). */
export const SEARCH_PATH = "/search";

/**
 * The longest search text (`q`) a list takes. Here, not beside the zod schema
 * that enforces it, because the top bar's search box needs it in the browser.
 */
export const MAX_SEARCH_LENGTH = 100;

// The pages whose list the spec's shared search value filters: a unit's
// vocabulary, every administration section (its list stays beside the open
// item), and the results page itself.
const FILTERED_PAGES = [/^\/search$/, /^\/units\/[^/]+\/vocabulary$/, /^\/administration\/[^/]+(\/.*)?$/];

/**
 * Whether the top bar's search value filters this page in place (`?q=`);
 * on any other page there is nothing to filter, and a search opens the results page.
 */
export function filtersInPlace(pathname: string): boolean {
  return FILTERED_PAGES.some((page) => page.test(pathname));
}
