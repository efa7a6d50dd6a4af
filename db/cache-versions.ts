import { AsyncLocalStorage } from "node:async_hooks";
import { cache } from "react";

/**
 * Tokens that change whenever the data behind a cache changes, by whatever
 * path (migration 0003's triggers): `content` for units, words and phrases;
 * `access` for endpoint rules, scopes, users' scopes, logins and ended sessions.
 */
export type CacheVersions = { content: string; access: string };

/**
 * One read of the versions: the cache versions, and the versions of the
 * learners it was asked for (migration 0010: a learner's results and cards).
 */
export type VersionRead = CacheVersions & { learners: ReadonlyMap<number, string> };
type ReadVersions = (learners: readonly number[]) => Promise<VersionRead>;

export const CACHE_VERSION_KEYS = { content: "content-version", access: "access-version" } as const;
export const CACHE_CHANNELS = { content: "content_changed", access: "access_changed" } as const;

type Memo = { generation: number; learner: number | undefined; versions: Promise<VersionRead> };
/** A learner not in the memo's read, read on its own (an administrator viewing another learner). */
type LearnerMemo = { generation: number; versions: Map<number, Promise<string>> };
type Scope = { memo?: Memo; learners?: LearnerMemo };

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

function remembered(scope: Scope, read: ReadVersions, learner: number | undefined): Promise<VersionRead> {
  if (scope.memo?.generation !== state.writes) {
    const memo: Memo = {
      generation: state.writes,
      learner,
      versions: read(learner === undefined ? [] : [learner]),
    };
    memo.versions.catch(() => {
      if (scope.memo === memo) scope.memo = undefined;
    });
    scope.memo = memo;
  }
  return scope.memo.versions;
}

// Within one page render (and its server actions) React keeps one scope per request.
const renderScope = cache((): Scope => ({}));

const scopeOfRequest = (): Scope => state.scopes.getStore() ?? renderScope();

/**
 * The versions as the current request sees them: read once per API request
 * or page render (again after it wrote), and on every call elsewhere. The
 * first read of a request also reads `learner`'s version (the learner the
 * session most likely belongs to), so a request for the learner's own
 * results or cards costs no second statement.
 */
export function versionsOfRequest(read: ReadVersions, learner?: number): Promise<CacheVersions> {
  return remembered(scopeOfRequest(), read, learner);
}

/** A learner's version as the current request sees it: from the request's read when it was asked for. */
export async function learnerVersionOfRequest(read: ReadVersions, userId: number): Promise<string> {
  const scope = scopeOfRequest();
  const memo = scope.memo;
  if (memo?.generation === state.writes && memo.learner === userId) {
    const versions = await memo.versions;
    return versions.learners.get(userId) ?? "none";
  }
  if (scope.learners?.generation !== state.writes) {
    scope.learners = { generation: state.writes, versions: new Map() };
  }
  const known = scope.learners.versions;
  let version = known.get(userId);
  if (!version) {
    const pending = read([userId]).then((versions) => versions.learners.get(userId) ?? "none");
    pending.catch(() => {
      if (known.get(userId) === pending) known.delete(userId);
    });
    known.set(userId, pending);
    version = pending;
  }
  return version;
}
