"use client";

import { useEffect, useSyncExternalStore } from "react";
import { settleAction } from "@/components/forms/settle-action";
import type { KeptTest } from "@/lib/domain/kept-test";
import type { ActionResult } from "@/lib/types/action-result";
import type { TestDraftInput } from "@/lib/validation/test-drafts";

/** The page's server action that keeps a learner's unfinished test. */
export type KeepTest = (testType: string, draft: TestDraftInput) => Promise<ActionResult<unknown>>;

/** Where a guest's unfinished test is kept: this browser, per unit and type. */
const guestKeyOf = (unitId: number, testType: string) => `practice:unfinished-test:${unitId}:${testType}`;

function storedGuestTest(unitId: number, testType: string): string | null {
  try {
    return localStorage.getItem(guestKeyOf(unitId, testType));
  } catch {
    return null;
  }
}

/** A kept test as stored; null when there is none or it is unreadable. */
function parseKeptTest(stored: string | null): KeptTest | null {
  try {
    const kept = JSON.parse(stored ?? "null") as KeptTest | null;
    const valid =
      kept !== null &&
      Array.isArray(kept.questionIds) &&
      Array.isArray(kept.answers) &&
      kept.answers.length === kept.questionIds.length &&
      Number.isInteger(kept.position);
    return valid ? kept : null;
  } catch {
    return null;
  }
}

/** A guest's unfinished test of a unit and type, as this browser kept it (read in the browser only). */
export function readGuestTest(unitId: number, testType: string): KeptTest | null {
  return parseKeptTest(storedGuestTest(unitId, testType));
}

const subscribeToStorage = (changed: () => void) => {
  window.addEventListener("storage", changed);
  return () => window.removeEventListener("storage", changed);
};

/** The guest's kept test of a unit and type as a render reads it: none on the server, this browser's after. */
export function useGuestTest(unitId: number, testType: string): KeptTest | null {
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => storedGuestTest(unitId, testType),
    () => null,
  );
  return parseKeptTest(stored);
}

const subscribeToNothing = () => () => {};

/** False in the server's render and the hydration that follows it, true after. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function forgetGuestTest(unitId: number, testType: string) {
  try {
    localStorage.removeItem(guestKeyOf(unitId, testType));
  } catch {
    // Storage may be unavailable (private mode): there is nothing kept then.
  }
}

/**
 * Keeps the test as it goes, from the first answer on, until it is over: a
 * learner's on the server, a guest's in this browser. From then on the page's
 * address continues it, so a reload (or coming back later) picks it up.
 */
export function useKeptTest({
  unitId,
  testType,
  loggedIn,
  keepTest,
  kept,
  over,
}: {
  unitId: number;
  testType: string;
  loggedIn: boolean;
  keepTest: KeepTest;
  kept: KeptTest;
  over: boolean;
}) {
  const answered = kept.answers.some((answer) => answer !== null);
  const snapshot = JSON.stringify(kept);
  useEffect(() => {
    if (!answered || over) return;
    if (loggedIn) {
      // A failed save costs only the chance to continue later: the test itself goes on.
      void settleAction(() => keepTest(testType, { unitId, ...(JSON.parse(snapshot) as KeptTest) }));
    } else {
      try {
        localStorage.setItem(guestKeyOf(unitId, testType), snapshot);
      } catch {
        // Storage may be full or unavailable: the test goes on without being kept.
      }
    }
    const url = new URL(window.location.href);
    if (url.search !== "?continue") {
      url.search = "?continue";
      window.history.replaceState(window.history.state, "", url);
    }
  }, [answered, over, loggedIn, keepTest, testType, unitId, snapshot]);
}
