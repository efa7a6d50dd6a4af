import "server-only";
import type { Principal } from "@/lib/domain/principal";
import type { UpcomingCardsDto } from "@/lib/types/review";
import { dueCardsWithWords } from "./due-cards";

/** How far ahead the cards kept on the device for offline review reach. */
const UPCOMING_DAYS = 3;
/**
 * At most this many are kept: a few days' sessions of 20, enough for a trip
 * without a connection, while the page that carries them stays small (a
 * learner with thousands overdue gets the longest overdue).
 */
const UPCOMING_CARDS = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The signed-in learner's cards due now or within the next three days, the
 * longest overdue first, with what the device needs to ask and check them
 * offline: the review page hands them to the browser, which keeps them in the
 * learner's own IndexedDB database.
 */
export async function getUpcomingCards({ principal }: { principal: Principal }): Promise<UpcomingCardsDto> {
  const now = new Date();
  const until = new Date(now.getTime() + UPCOMING_DAYS * DAY_MS);
  return {
    cards: await dueCardsWithWords(principal.userId, until, UPCOMING_CARDS),
    readAt: now.toISOString(),
  };
}
