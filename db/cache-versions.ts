import { AsyncLocalStorage } from "node:async_hooks";
import { cache } from "react";

/**
 * Tokens that change whenever the data behind a cache changes, by whatever
 * path (migration 0003's triggers): `content` for units, words and phrases;
 * `access` for endpoint rules, scopes, users' scopes, logins and ended sessions.
 */
export type CacheVersions = { content: string; access: string };

export const CACHE_VERSION_KEYS = { content: "content-version", access: "access-version" } as const;
export const CACHE_CHANNELS = { content: "content_changed", access: "access_changed" } as const;

type Memo = { generation: number; versions: Promise<CacheVersions> };
type Scope = { memo?: Memo };

// Pages and route handlers are separate bundles in one process: the request
// scope and the write generation live on globalThis so both see the same.
const STATE_KEY = Symbol.for("practice.cache-versions");
type State = { scopes: AsyncLocalStorage<Scope>; writes: number };
type GlobalWithState = typeof globalThis & { [STATE_KEY]?: State };
const state = ((globalThis as GlobalWithState)[STATE_KEY] ??= {
  scopes: new AsyncLocalStorage<Scope>(),
  writes: 0,
});

/** Runs one API request: the versions are read once for all of its checks and reads. */
export function runInRequestScope<T>(work: () => Promise<T>): Promise<T> {
  return state.scopes.run({}, work);
}

/**
 * Called for every statement that writes: a request that wrote reads the
 * versions again before trusting a cache, so it never answers from data its
 * own write made stale.
 */
export function noteWrite(): void {
  state.writes += 1;
}

// Within one page render (and its server actions) React keeps one scope per request.
const renderScope = cache((): Scope => ({}));

/**
 * The versions as the current request sees them: read once per API request
 * or page render (again after it wrote), and on every call elsewhere.
 */
export function versionsOfRequest(read: () => Promise<CacheVersions>): Promise<CacheVersions> {
  const scope = state.scopes.getStore() ?? renderScope();
  if (scope.memo?.generation !== state.writes) {
    const memo: Memo = { generation: state.writes, versions: read() };
    memo.versions.catch(() => {
      if (scope.memo === memo) scope.memo = undefined;
    });
    scope.memo = memo;
  }
  return scope.memo.versions;
}
