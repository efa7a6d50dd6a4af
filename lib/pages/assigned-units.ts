import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { type CalendarDay, localDay } from "@/lib/domain/calendar-day";
import { shortDay } from "@/lib/domain/due-day";
import type { Principal } from "@/lib/domain/principal";
import { listMyAssignments } from "@/lib/services/teaching/assignments";
import type { UnitMark } from "@/lib/types/classes";
import { getPageTimeZone } from "./time-zone";

/** The reader's calendar day, in their own time zone (UTC until the browser has told it). */
export async function pageToday(): Promise<CalendarDay> {
  return localDay(Date.now(), await getPageTimeZone());
}

/**
 * The marks of the units assigned to a learner, by unit id: "Done" when
 * every assignment of the unit is, otherwise the soonest one still open
 * ("Assigned · due 3 Dec"). Nothing for a guest, nor for a learner in no class.
 */
export async function assignedUnitMarks(principal: Principal | null): Promise<Record<number, UnitMark>> {
  if (!principal) return {};
  const [assignments, t, locale, today] = await Promise.all([
    listMyAssignments(principal),
    getTranslations("joining.assignments"),
    getLocale(),
    pageToday(),
  ]);
  const marks: Record<number, UnitMark> = {};
  // The list comes soonest due first: a unit's first open assignment is its most pressing.
  for (const { unit, done, dueDate } of assignments) {
    const mark = marks[unit.id];
    if (mark && !mark.done) continue;
    if (done) {
      marks[unit.id] ??= { text: t("unitDone"), done: true };
      continue;
    }
    marks[unit.id] = {
      text: dueDate
        ? t("unitAssigned", { date: shortDay(dueDate, locale, today) })
        : t("unitAssignedUndated"),
      done: false,
    };
  }
  return marks;
}
