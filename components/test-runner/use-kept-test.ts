"use client";

import { useLayoutEffect, useSyncExternalStore } from "react";
import type { KeptTest } from "@/lib/domain/kept-test";
import type { ActionResult } from "@/lib/types/action-result";
import type { TestDraftInput } from "@/lib/validation/test-drafts";

/** The page's server action that keeps a learner's unfinished test. */
export type KeepTest = (testType: string, draft: TestDraftInput) => Promise<ActionResult<unknown>>;

/**
 * Whose tests a browser keeps apart: "guest", or a learner's own key. A
 * learner's copy in the browser is never offered to another account.
 */
export type TestOwner = string;

/** A kept test as this browser holds it, with when it was written there (ms). */
export type BrowserKeptTest = KeptTest & { savedAt: number };

/** Where this browser keeps an owner's unfinished test of a unit and type. */
const keyOf = (owner: TestOwner, unitId: number, testType: string) =>
  `practice:unfinished-test:${owner}:${unitId}:${testType}`;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A kept test as stored; null when there is none or it is unreadable. */
function parseKeptTest(text: string | null): BrowserKeptTest | null {
  try {
    const kept = JSON.parse(text ?? "null") as BrowserKeptTest | null;
    const valid =
      kept !== null &&
      Array.isArray(kept.questionIds) &&
      Array.isArray(kept.answers) &&
      kept.answers.length === kept.questionIds.length &&
      Number.isInteger(kept.position) &&
      Number.isFinite(kept.savedAt);
    return valid ? kept : null;
  } catch {
    return null;
  }
}

/** An owner's unfinished test of a unit and type, as this browser kept it (read in the browser only). */
export function readBrowserTest(owner: TestOwner, unitId: number, testType: string): BrowserKeptTest | null {
  return parseKeptTest(stored(keyOf(owner, unitId, testType)));
}

export function forgetBrowserTest(owner: TestOwner, unitId: number, testType: string) {
  try {
    localStorage.removeItem(keyOf(owner, unitId, testType));
  } catch {
    // Storage may be unavailable (private mode): there is nothing kept then.
  }
}

const subscribeToStorage = (changed: () => void) => {
  window.addEventListener("storage", changed);
  return () => window.removeEventListener("storage", changed);
};

/** The guest's kept test of a unit and type as a render reads it: none on the server, this browser's after. */
export function useGuestTest(unitId: number, testType: string): KeptTest | null {
  const text = useSyncExternalStore(
    subscribeToStorage,
    () => stored(keyOf("guest", unitId, testType)),
    () => null,
  );
  return parseKeptTest(text);
}

/**
 * Keeps the test as it goes, from the first answer on, until it is over: in
 * this browser at once, and a learner's on the server too (for Home and other
 * devices), so a reload straight after an answer loses nothing. From then on
 * the page's address continues it.
 */
export function useKeptTest({
  owner,
  unitId,
  testType,
  keepTest,
  kept,
  over,
}: {
  owner: TestOwner;
  unitId: number;
  testType: string;
  /** The server's copy of a learner's test; none for a guest. */
  keepTest?: KeepTest;
  kept: KeptTest;
  over: boolean;
}) {
  const answered = kept.answers.some((answer) => answer !== null);
  const snapshot = JSON.stringify(kept);
  // Before the browser paints the next question: a reload can come at any moment after it shows.
  useLayoutEffect(() => {
    if (!answered || over) return;
    const test = JSON.parse(snapshot) as KeptTest;
    try {
      localStorage.setItem(keyOf(owner, unitId, testType), JSON.stringify({ ...test, savedAt: Date.now() }));
    } catch {
      // Storage may be full or unavailable: the server's copy (a learner's) still keeps it.
    }
    // A failed save costs only the chance to continue elsewhere: the test itself goes on.
    if (keepTest) void keepTest(testType, { unitId, ...test }).catch(() => undefined);
    const url = new URL(window.location.href);
    if (url.search !== "?continue") {
      url.search = "?continue";
      window.history.replaceState(window.history.state, "", url);
    }
  }, [answered, over, owner, keepTest, testType, unitId, snapshot]);
}
