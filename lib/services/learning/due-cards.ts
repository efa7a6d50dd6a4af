import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reviewCards } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";

/** The top bar's badge: the learner's cards due now, counted in the (user, due) index. */
export async function countDueCards({ principal }: { principal: Principal }): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, principal.userId), lte(reviewCards.due, new Date())));
  return row?.count ?? 0;
}
