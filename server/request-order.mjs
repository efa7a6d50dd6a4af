// When each request arrived, readable wherever its work runs: server.mjs
// runs every request's handling inside `arriving`, and the database takes
// waiting statements earliest-arrived first (db/turns.ts). Next.js bundles
// the app's own copy of this file, so the store lives on a global symbol
// that both copies share.
import { AsyncLocalStorage } from "node:async_hooks";

const STORE = Symbol.for("practice.requestArrival");
/** @type {AsyncLocalStorage<number>} */
const arrivals = (globalThis[STORE] ??= new AsyncLocalStorage());

/**
 * Runs `work` as the work of a request that arrived at `arrivedAt` (performance.now()).
 * @template T
 * @param {number} arrivedAt
 * @param {() => T} work
 * @returns {T}
 */
export function arriving(arrivedAt, work) {
  return arrivals.run(arrivedAt, work);
}

/** When the current request arrived; now, for work of no request (start-up, tests). */
export function arrivalTime() {
  return arrivals.getStore() ?? performance.now();
}
