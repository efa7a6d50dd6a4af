import "server-only";
import { getTranslations } from "next-intl/server";
import { type LabelledBadge, unitBadge } from "@/lib/domain/badge";

/** A unit's badge with its label in the page's language: "2 results, average 75%". */
export async function translatedBadge(
  results: readonly { createdTs: number; result: number }[],
  now: number,
): Promise<LabelledBadge | null> {
  const badge = unitBadge(results, now);
  if (!badge) return null;
  const t = await getTranslations("statistics.type");
  return {
    content: badge.content,
    color: badge.color,
    label: t("badge", { count: results.length, average: badge.average }),
  };
}
