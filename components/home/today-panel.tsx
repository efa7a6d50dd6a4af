import { Card } from "@/components/ui/card";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { linkTag } from "@/components/ui/text-link";
import { TitledSection } from "@/components/ui/titled-section";
import type { CalendarDay } from "@/lib/domain/calendar-day";
import type { MyAssignmentDto } from "@/lib/types/classes";
import { AssignmentList } from "./assignments";
import type { Today } from "@/lib/types/activity";
import type { UnitSummary } from "@/lib/types/content";

/** Where a unit's first test starts: straight on its first question. */
const testStartHref = (unit: UnitSummary, testType: string) =>
  `/units/${unit.url}/tests/${testType}/in-progress`;

function Tile({ title, figure, children }: { title: string; figure: ReactNode; children: ReactNode }) {
  return (
    <Card aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <p className="text-2xl font-semibold text-slate-900">{figure}</p>
      <div className="mt-auto flex flex-col gap-2 text-sm text-slate-600">{children}</div>
    </Card>
  );
}

function GoalBar({ done, goal, label }: { done: number; goal: number; label: string }) {
  const percent = Math.min(100, Math.round((done / goal) * 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={goal}
      aria-valuenow={Math.min(done, goal)}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div className="bg-brand-600 h-full rounded-full" style={{ width: `${percent}%` }} />
    </div>
  );
}

function streakNote(streak: number, practisedToday: boolean) {
  if (practisedToday) return "practisedToday";
  return streak > 0 ? "keepGoing" : "startStreak";
}

/** A signed-in learner's day: what is due, the goal, the streak and the unit to go on with. */
export function TodayPanel({
  today,
  testType,
  assignments,
  day,
}: {
  today: Today;
  testType: string;
  /** The learner's assignments from their classes (none outside a class). */
  assignments: MyAssignmentDto[];
  /** The reader's calendar day, which due dates are read against. */
  day: CalendarDay;
}) {
  const { dueNow, answersToday, dailyGoal, currentStreak, nextUnit, unfinishedTest } = today;
  const left = Math.max(0, dailyGoal - answersToday);
  const t = useTranslations("home.today");
  const types = useTranslations("testTypes");
  // Work a teacher set, with its due date, comes before the learner's own practice until it is done.
  const workSet = assignments.length > 0 ? <AssignmentList assignments={assignments} today={day} /> : null;
  const workPending = assignments.some((assignment) => !assignment.done);
  return (
    <TitledSection
      id="today-heading"
      title={t("title")}
      className="flex flex-col gap-3"
      titleClassName="text-xl font-semibold text-slate-900"
    >
      {workPending ? workSet : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile title={t("review")} figure={t("dueFigure", { count: dueNow })}>
          <p>{dueNow > 0 ? t("dueNote") : t("nothingDue")}</p>
          <ButtonLink href="/review" variant={dueNow > 0 ? "primary" : "secondary"}>
            {dueNow > 0 ? t("startReview") : t("openReview")}
          </ButtonLink>
        </Tile>
        <Tile title={t("dailyGoal")} figure={t("goalFigure", { done: answersToday, goal: dailyGoal })}>
          <GoalBar done={answersToday} goal={dailyGoal} label={t("dailyGoal")} />
          <p>{left === 0 ? t("goalReached") : t("answersToGo", { count: left })}</p>
          <Link href="/personal-account" className="text-brand-700 w-fit font-medium underline">
            {t("changeGoal")}
          </Link>
        </Tile>
        <Tile title={t("streak")} figure={t("streakFigure", { count: currentStreak })}>
          <p>{t(streakNote(currentStreak, answersToday > 0))}</p>
          <Link href="/statistics" className="text-brand-700 w-fit font-medium underline">
            {t("seeActivity")}
          </Link>
        </Tile>
        {unfinishedTest ? (
          <Tile title={t("unfinishedTest")} figure={unfinishedTest.unit.name}>
            <p>
              {t("unfinishedProgress", {
                label: types(`${unfinishedTest.testType}.label`),
                answered: unfinishedTest.answered,
                total: unfinishedTest.total,
              })}
            </p>
            <ButtonLink href={`${testStartHref(unfinishedTest.unit, unfinishedTest.testType)}?continue`}>
              {t("continueTest")}
            </ButtonLink>
          </Tile>
        ) : (
          <NextUnitTile unit={nextUnit} testType={testType} />
        )}
      </div>
      {workPending ? null : workSet}
    </TitledSection>
  );
}

/** Where to go on when nothing is left unfinished: the first unit without a test of the learner's. */
function NextUnitTile({ unit: nextUnit, testType }: { unit: UnitSummary | null; testType: string }) {
  const t = useTranslations("home.today");
  return (
    <Tile
      title={t("nextUnit")}
      figure={nextUnit ? <span translate="no">{nextUnit.name}</span> : t("allUnitsTried")}
    >
      {nextUnit ? (
        <>
          <p>{t("notTakenYet")}</p>
          <ButtonLink href={testStartHref(nextUnit, testType)}>{t("startTest")}</ButtonLink>
          <Link
            href={`/units/${nextUnit.url}/vocabulary`}
            className="text-brand-700 w-fit font-medium underline"
          >
            {t("readVocabulary")}
          </Link>
        </>
      ) : (
        <>
          <p>{t("everyUnitTaken")}</p>
          <ButtonLink href="/units" variant="secondary">
            {t("chooseUnit")}
          </ButtonLink>
        </>
      )}
    </Tile>
  );
}

/** A guest's way in: the first unit's test, one click away, and why an account helps. */
export function GuestStart({ unit, testType }: { unit: UnitSummary | null; testType: string }) {
  const t = useTranslations("home.guest");
  return (
    <Card
      aria-labelledby="start-heading"
      padded={false}
      className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="start-heading" className="text-xl font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p className="text-slate-600">
          {unit ? `${t("firstTest", { unit: unit.name })} ` : ""}
          {t.rich("keepResults", { login: linkTag("/login"), register: linkTag("/register") })}
        </p>
      </div>
      {unit ? (
        <ButtonLink href={testStartHref(unit, testType)} className="shrink-0">
          {t("startTest")}
        </ButtonLink>
      ) : null}
    </Card>
  );
}
