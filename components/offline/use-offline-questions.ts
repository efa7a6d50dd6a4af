"use client";

import { useEffect, useState } from "react";
import { shuffle } from "@/lib/domain/shuffle";
import type { TestQuestion } from "@/lib/domain/test-types/module";
import { keptUnit } from "./unit-store";

/**
 * The questions of a unit kept on this device, shuffled, when the page opens
 * without a connection: the page itself is then the worker's copy, perhaps
 * older than the kept unit, whose words the offline score is counted with.
 * Null online, or when the unit is not kept here.
 */
export function useOfflineQuestions(login: string | null, unitId: number, testType: string) {
  const [questions, setQuestions] = useState<TestQuestion[] | null>(null);
  useEffect(() => {
    if (!login || navigator.onLine) return;
    let live = true;
    void keptUnit(login, unitId)
      .then((kept) => {
        // Not the test-type modules: they would bring their schemas to every test page.
        const asked = (kept?.questions as Partial<Record<string, TestQuestion[]>> | undefined)?.[testType];
        if (live && asked && asked.length > 0) setQuestions(shuffle(asked));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [login, unitId, testType]);
  return questions;
}
