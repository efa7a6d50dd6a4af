import Link from "next/link";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { TitledSection } from "@/components/ui/titled-section";
import { counted } from "@/lib/domain/counted";
import type { Today } from "@/lib/types/activity";
import type { UnitSummary } from "@/lib/types/content";

/** Where a unit's first test starts: straight on its first question. */
const testStartHref = (unit: UnitSummary, testType: string) =>
  `/units/${unit.url}/tests/${testType}/in-progress`;

function Tile({ title, figure, children }: { title: string; figure: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <p className="text-2xl font-semibold text-slate-900">{figure}</p>
      <div className="mt-auto flex flex-col gap-2 text-sm text-slate-600">{children}</div>
    </section>
  );
}

function GoalBar({ done, goal }: { done: number; goal: number }) {
  const percent = Math.min(100, Math.round((done / goal) * 100));
  return (
    <div
      role="progressbar"
      aria-label="Daily goal"
      aria-valuemin={0}
      aria-valuemax={goal}
      aria-valuenow={Math.min(done, goal)}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div className="bg-brand-600 h-full rounded-full" style={{ width: `${percent}%` }} />
    </div>
  );
}

function streakNote(streak: number, practisedToday: boolean): string {
  if (practisedToday) return "You have practised today.";
  return streak > 0 ? "Practise today to keep it going." : "Practise today to start one.";
}

/** A signed-in learner's day: what is due, the goal, the streak and the unit to go on with. */
export function TodayPanel({ today, testType }: { today: Today; testType: string }) {
  const { dueNow, answersToday, dailyGoal, currentStreak, nextUnit, unfinishedTest } = today;
  const left = Math.max(0, dailyGoal - answersToday);
  return (
    <TitledSection
      id="today-heading"
      title="Today"
      className="flex flex-col gap-3"
      titleClassName="text-xl font-semibold text-slate-900"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile title="Review" figure={`${counted(dueNow, "card")} due`}>
          <p>{dueNow > 0 ? "Words you learned are due to be recalled." : "Nothing is due right now."}</p>
          <ButtonLink href="/review" variant={dueNow > 0 ? "primary" : "secondary"}>
            {dueNow > 0 ? "Start review" : "Open review"}
          </ButtonLink>
        </Tile>
        <Tile title="Daily goal" figure={`${answersToday} / ${counted(dailyGoal, "answer")}`}>
          <GoalBar done={answersToday} goal={dailyGoal} />
          <p>{left === 0 ? "Goal reached. Well done!" : `${counted(left, "answer")} to go.`}</p>
          <Link href="/personal-account" className="text-brand-700 w-fit font-medium underline">
            Change the goal
          </Link>
        </Tile>
        <Tile title="Streak" figure={counted(currentStreak, "day")}>
          <p>{streakNote(currentStreak, answersToday > 0)}</p>
          <Link href="/statistics" className="text-brand-700 w-fit font-medium underline">
            See your activity
          </Link>
        </Tile>
        {unfinishedTest ? (
          <Tile title="Unfinished test" figure={unfinishedTest.unit.name}>
            <p>
              {unfinishedTest.label}: {unfinishedTest.answered} of {unfinishedTest.total} answered.
            </p>
            <ButtonLink href={`${testStartHref(unfinishedTest.unit, unfinishedTest.testType)}?continue`}>
              Continue test
            </ButtonLink>
          </Tile>
        ) : (
          <NextUnitTile unit={nextUnit} testType={testType} />
        )}
      </div>
    </TitledSection>
  );
}

/** Where to go on when nothing is left unfinished: the first unit without a test of the learner's. */
function NextUnitTile({ unit: nextUnit, testType }: { unit: UnitSummary | null; testType: string }) {
  return (
    <Tile title="Next unit" figure={nextUnit?.name ?? "All units tried"}>
      {nextUnit ? (
        <>
          <p>You have not taken a test in this unit yet.</p>
          <ButtonLink href={testStartHref(nextUnit, testType)}>Start test</ButtonLink>
          <Link
            href={`/units/${nextUnit.url}/vocabulary`}
            className="text-brand-700 w-fit font-medium underline"
          >
            Read its vocabulary first
          </Link>
        </>
      ) : (
        <>
          <p>You have taken a test in every unit.</p>
          <ButtonLink href="/units" variant="secondary">
            Choose a unit
          </ButtonLink>
        </>
      )}
    </Tile>
  );
}

/** A guest's way in: the first unit's test, one click away, and why an account helps. */
export function GuestStart({ unit, testType }: { unit: UnitSummary | null; testType: string }) {
  return (
    <section
      aria-labelledby="start-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="start-heading" className="text-xl font-semibold text-slate-900">
          Start practising
        </h2>
        <p className="text-slate-600">
          {unit ? `Take a first test in “${unit.name}”: no account needed. ` : ""}
          <Link href="/login" className="text-brand-700 font-medium underline">
            Log in
          </Link>{" "}
          or{" "}
          <Link href="/register" className="text-brand-700 font-medium underline">
            register
          </Link>{" "}
          to keep your results and review what you learn.
        </p>
      </div>
      {unit ? (
        <ButtonLink href={testStartHref(unit, testType)} className="shrink-0">
          Start a test
        </ButtonLink>
      ) : null}
    </section>
  );
}
