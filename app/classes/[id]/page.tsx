import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { ClientMessages } from "@/components/layout/client-messages";
import { ButtonLink } from "@/components/ui/button-link";
import { CardSection } from "@/components/ui/card-section";
import { PageTitle } from "@/components/ui/page-title";
import { getPagePrincipalOrLogin } from "@/lib/auth/current";
import { isTestType, TEST_TYPES } from "@/lib/domain/test-types";
import { localeOrDefault } from "@/lib/i18n/locales";
import { orRefused } from "@/lib/pages/page-data";
import { listUnitSummaries } from "@/lib/services/content/units";
import { getClass } from "@/lib/services/teaching/classes";
import { classIdOf } from "@/lib/services/teaching/ownership";
import { getClassProgress } from "@/lib/services/teaching/progress";
import type { ClassDetailDto, ClassProgressDto } from "@/lib/types/classes";
import { assignmentInput } from "@/lib/validation/classes";
import { AssignForm } from "./_components/assign-form";
import { type AssignmentRow, AssignmentsList } from "./_components/assignments-list";
import { DeleteClass } from "./_components/delete-class";
import { JoinPanel } from "./_components/join-panel";
import { MembersList } from "./_components/members-list";
import { RenameForm } from "./_components/rename-form";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata() {
  const t = await getTranslations("classes");
  return { title: t("title") };
}

/** The pass mark a form starts with: the schema's own default. */
const DEFAULT_PASS_MARK = assignmentInput.shape.passMark.parse(undefined);

/** Per assignment, how many members have done it (from the class's progress table). */
function doneCounts(progress: ClassProgressDto): Map<number, number> {
  const counts = new Map<number, number>();
  for (const learner of progress.learners) {
    for (const cell of learner.cells) {
      if (cell.done) counts.set(cell.assignmentId, (counts.get(cell.assignmentId) ?? 0) + 1);
    }
  }
  return counts;
}

async function assignmentRows(found: ClassDetailDto, progress: ClassProgressDto): Promise<AssignmentRow[]> {
  const [t, types, locale] = await Promise.all([
    getTranslations("classes.assignments"),
    getTranslations("testTypes"),
    getLocale(),
  ]);
  const day = new Intl.DateTimeFormat(localeOrDefault(locale) === "ru" ? "ru" : "en-GB", {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  const done = doneCounts(progress);
  return found.assignments.map((assignment) => ({
    id: assignment.id,
    unit: { name: assignment.unit.name, url: assignment.unit.url },
    testType:
      assignment.testType && isTestType(assignment.testType)
        ? types(`${assignment.testType}.label`)
        : (assignment.testType ?? t("anyType")),
    dueDate: assignment.dueDate ? day.format(new Date(`${assignment.dueDate}T00:00:00Z`)) : t("noDueDate"),
    passMark: t("passMarkValue", { value: Math.round(assignment.passMark * 100) }),
    done: t("doneCount", { done: done.get(assignment.id) ?? 0, total: found.members.length }),
  }));
}

/** A class's page for its teacher (or an administrator): name, joining, members, assignments. */
export default async function ClassPage({ params }: Props) {
  const { id } = await params;
  const principal = await getPagePrincipalOrLogin(`/classes/${id}`);
  const classId = await orRefused(Promise.resolve().then(() => classIdOf(id)));
  const [found, progress, units] = await Promise.all([
    orRefused(getClass(principal, classId)),
    orRefused(getClassProgress(principal, classId)),
    listUnitSummaries(),
  ]);
  const t = await getTranslations("classes");
  const types = await getTranslations("testTypes");
  const rows = await assignmentRows(found, progress);
  return (
    <ClientMessages areas={["classes"]}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Link href="/classes" className="text-brand-700 text-sm underline-offset-2 hover:underline">
            ← {t("page.back")}
          </Link>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <PageTitle>
                <span className="break-words" translate="no">
                  {found.name}
                </span>
              </PageTitle>
              <p className="text-sm text-slate-600" translate="no">
                {t("page.teacher", { teacher: found.teacher })}
              </p>
            </div>
            {/* Not prefetched: the progress table is read when asked for, not with every class page. */}
            <ButtonLink href={`/classes/${found.id}/progress`} variant="secondary" prefetch={false}>
              {t("page.progress")}
            </ButtonLink>
          </div>
        </div>
        <CardSection id="class-name" title={t("rename.title")}>
          <RenameForm classId={found.id} name={found.name} />
        </CardSection>
        <CardSection id="class-join" title={t("join.title")}>
          <JoinPanel classId={found.id} code={found.joinCode} />
        </CardSection>
        <CardSection id="class-members" title={t("members.count", { count: found.members.length })}>
          <MembersList classId={found.id} members={found.members} />
        </CardSection>
        <CardSection id="class-assignments" title={t("assignments.title")} className="flex flex-col gap-4">
          <AssignmentsList classId={found.id} rows={rows} />
          <AssignForm
            classId={found.id}
            units={units.map((unit) => ({ value: String(unit.id), label: unit.name }))}
            testTypes={TEST_TYPES.map(({ slug }) => ({ value: slug, label: types(`${slug}.label`) }))}
            defaultPassMark={DEFAULT_PASS_MARK}
          />
        </CardSection>
        <CardSection id="class-delete" title={t("delete.title")}>
          <DeleteClass classId={found.id} name={found.name} />
        </CardSection>
      </div>
    </ClientMessages>
  );
}
