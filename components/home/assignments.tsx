import { Card } from "@/components/ui/card";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import type { CalendarDay } from "@/lib/domain/calendar-day";
import { dueStanding, shortDay } from "@/lib/domain/due-day";
import { isTestType } from "@/lib/domain/test-types";
import type { MyAssignmentDto } from "@/lib/types/classes";

/** Straight to the assigned test's first question, or to the unit's tests when any type counts. */
function assignmentHref({ unit, testType }: MyAssignmentDto): string {
  return testType ? `/units/${unit.url}/tests/${testType}/in-progress` : `/units/${unit.url}/tests`;
}

function DueNote({ assignment, today }: { assignment: MyAssignmentDto; today: CalendarDay }) {
  const t = useTranslations("joining.assignments");
  const locale = useLocale();
  const { dueDate, done } = assignment;
  const standing = dueStanding(dueDate, today);
  if (dueDate === null) return <span>{t("noDueDate")}</span>;
  const date = shortDay(dueDate, locale, today);
  const time = (text: string) => <time dateTime={dueDate}>{text}</time>;
  if (standing === "overdue" && !done)
    return <span className="text-error font-medium">{time(t("overdue", { date }))}</span>;
  if (standing === "today") return time(t("dueToday"));
  if (standing === "tomorrow") return time(t("dueTomorrow"));
  return time(t("due", { date }));
}

/** A learner's assignments from their classes: what, of which test, by when, and whether it is done. */
export function AssignmentList({
  assignments,
  today,
}: {
  assignments: MyAssignmentDto[];
  today: CalendarDay;
}) {
  const t = useTranslations("joining.assignments");
  const types = useTranslations("testTypes");
  return (
    <Card aria-labelledby="assignments-heading" className="flex flex-col gap-2">
      <h3 id="assignments-heading" className="text-sm font-medium text-slate-600">
        {t("title")}
      </h3>
      <ul className="flex flex-col divide-y divide-slate-200">
        {assignments.map((assignment) => (
          <li
            key={assignment.id}
            data-testid="assignment"
            className="flex flex-col gap-2 py-3 first:pt-1 last:pb-1 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-semibold break-words text-slate-900">
                <span translate="no">{assignment.unit.name}</span>
                <span className="font-normal text-slate-600">
                  {" · "}
                  {assignment.testType && isTestType(assignment.testType)
                    ? types(`${assignment.testType}.label`)
                    : t("anyTest")}
                </span>
              </p>
              <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
                <span translate="no">{assignment.className}</span>
                <DueNote assignment={assignment} today={today} />
                {assignment.done ? (
                  <span className="text-success font-semibold">✓ {t("done")}</span>
                ) : (
                  <span>{t("passMark", { percent: assignment.passMark })}</span>
                )}
                {assignment.bestResult !== null ? (
                  <span>{t("best", { percent: assignment.bestResult })}</span>
                ) : null}
              </p>
            </div>
            <Link
              href={assignmentHref(assignment)}
              className="text-brand-700 w-fit shrink-0 font-medium underline"
            >
              {assignment.testType ? t("takeTest") : t("chooseTest")}
              <span className="sr-only">
                {" · "}
                <span translate="no">{assignment.unit.name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
