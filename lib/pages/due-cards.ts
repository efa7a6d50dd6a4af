import "server-only";
import { cache } from "react";
import type { Principal } from "@/lib/domain/principal";
import { countDueCards } from "@/lib/services/learning/due-cards";

/**
 * The learner's cards due now, counted once per request: the top bar and
 * Home's Today panel show the same figure from the same statement.
 */
export const pageDueCards = cache((principal: Principal) => countDueCards({ principal }));
