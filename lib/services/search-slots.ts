import "server-only";
import { getDriver } from "@/db/client";
import { addressLimitKey } from "@/lib/domain/network-address";
import { readEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { withAllowance } from "./volume-limits";

/**
 * Searches that may run at once in this process. PGlite runs one statement
 * at a time for everyone, so a second search would only queue logins and
 * page reads behind it; PostgreSQL's pool (10 connections by default) must
 * keep connections free for everything else.
 */
const SLOTS = { pglite: 1, postgres: 2 } as const;
/** How long a search may wait for a slot before it is refused. */
const MAX_WAIT_MS = 1_000;
/** Searches waiting beyond this many are refused at once. */
const MAX_WAITING = 20;

const busy = () => AppError.unavailable("Too many searches are running; please try again in a moment");

let running = 0;
const waiting: Array<() => void> = [];

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

async function acquire(): Promise<void> {
  const slots = SLOTS[await getDriver()];
  if (running < slots) {
    running++;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw busy();
  await new Promise<void>((resolve, reject) => {
    // The slot passes straight from the search that releases it to this one.
    const granted = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(granted), 1);
      reject(busy());
    }, MAX_WAIT_MS);
    waiting.push(granted);
  });
}

/**
 * Runs a search paid for from the client address's searches of this minute
 * (an IPv6 client's /64): 429 past them. Searching is public, and each
 * search costs the database more than a plain page of a list.
 */
export function withSearchAllowance<T>(address: string, search: () => Promise<T>): Promise<T> {
  const allowance = {
    bucket: `searches:address:${addressLimitKey(address)}`,
    max: readEnv().SEARCHES_PER_ADDRESS_PER_MINUTE,
    windowMs: 60_000,
    reason: "Too many searches from your address.",
  };
  return withAllowance(allowance, search);
}

/**
 * Runs a search in one of the process's few search slots, so that searches,
 * however many arrive together, never hold the database from everyone else;
 * one that cannot start within a second is answered 503.
 */
export async function inSearchSlot<T>(search: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await search();
  } finally {
    release();
  }
}
