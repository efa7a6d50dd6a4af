"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { ResultAnswer, TestResultDto } from "@/lib/types/results";

const RESULTS_URL = "/english-api/api/v1/results";

export type UnitAnswers =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "loaded"; byResult: ReadonlyMap<number, ResultAnswer[]> };

/**
 * The answers of a unit's results, fetched once, when the first bar is
 * opened: the page carries only what the bars show, however many tests and
 * answers there are. `login`: another user's results (an administrator's view).
 */
export function useUnitAnswers({
  testType,
  unitId,
  login,
}: {
  testType: string;
  unitId: number;
  login?: string;
}) {
  const t = useTranslations("statistics.chart");
  const failed = t("answersFailed");
  const [answers, setAnswers] = useState<UnitAnswers | null>(null);
  const load = () => {
    if (answers !== null && answers.status !== "failed") return;
    setAnswers({ status: "loading" });
    const query = new URLSearchParams({ unit: String(unitId) });
    if (login !== undefined) query.set("login", login);
    fetch(`${RESULTS_URL}/${testType}?${query}`)
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok) return setAnswers({ status: "failed", message: errorMessage(body, failed) });
        const results = body as TestResultDto[];
        setAnswers({
          status: "loaded",
          byResult: new Map(results.map((result) => [result.id, result.answers])),
        });
      })
      .catch(() => setAnswers({ status: "failed", message: failed }));
  };
  return [answers, load] as const;
}

function errorMessage(body: unknown, failed: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : failed;
}
