import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/layout/client-messages";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { EmptyText, ErrorText } from "@/components/ui/status";
import { TitledSection } from "@/components/ui/titled-section";
import { getPagePrincipal } from "@/lib/auth/current";
import { load } from "@/lib/pages/page-data";
import { mayOpenClasses } from "@/lib/pages/teaching";
import { listMyClasses } from "@/lib/services/teaching/classes";
import type { MyClassesDto } from "@/lib/types/classes";
import { CreateClassForm } from "./_components/create-class-form";

export async function generateMetadata() {
  const t = await getTranslations("classes");
  return { title: t("title") };
}

const linkClass = "text-brand-700 font-medium underline-offset-2 hover:underline";

async function TaughtClasses({ classes }: { classes: MyClassesDto["teaching"] }) {
  const t = await getTranslations("classes.teaching");
  if (classes.length === 0) return <EmptyText>{t("empty")}</EmptyText>;
  return (
    <ul className="divide-y divide-slate-200">
      {classes.map((taught) => (
        <li key={taught.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <Link href={`/classes/${taught.id}`} className={`${linkClass} min-w-0 break-words`}>
            <span translate="no">{taught.name}</span>
          </Link>
          <span className="text-sm text-slate-600">
            {t("members", { count: taught.memberCount })} ·{" "}
            {t("assignments", { count: taught.assignmentCount })}
          </span>
        </li>
      ))}
    </ul>
  );
}

async function MemberClasses({ classes }: { classes: MyClassesDto["member"] }) {
  const t = await getTranslations("classes.member");
  return (
    <>
      {classes.length === 0 ? (
        <EmptyText>{t("empty")}</EmptyText>
      ) : (
        <ul className="divide-y divide-slate-200">
          {classes.map((joined) => (
            <li
              key={joined.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
            >
              <span className="min-w-0 font-medium break-words text-slate-900" translate="no">
                {joined.name}
              </span>
              <span className="text-sm text-slate-600" translate="no">
                {t("teacher", { teacher: joined.teacher })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link href="/personal-account" className={`${linkClass} text-sm`}>
        {t("manage")}
      </Link>
    </>
  );
}

/** The caller's classes: those they teach (and a new one), and those they belong to. */
export default async function ClassesPage() {
  const principal = await getPagePrincipal();
  if (!principal) redirect("/login?callbackUrl=%2Fclasses");
  const t = await getTranslations("classes");
  const [mine, mayOpen] = await Promise.all([
    load(() => listMyClasses(principal), "classes"),
    mayOpenClasses(principal),
  ]);
  const teaches = mayOpen || (mine.ok && mine.data.teaching.length > 0);
  return (
    <ClientMessages areas={["classes"]}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <PageTitle>{t("title")}</PageTitle>
        {!mine.ok ? <ErrorText message={mine.message} /> : null}
        {teaches ? (
          <Card>
            <TitledSection id="taught-classes" title={t("teaching.title")}>
              {mine.ok ? <TaughtClasses classes={mine.data.teaching} /> : null}
            </TitledSection>
          </Card>
        ) : null}
        {mayOpen ? (
          <Card>
            <TitledSection id="new-class" title={t("create.title")}>
              <CreateClassForm />
            </TitledSection>
          </Card>
        ) : null}
        <Card>
          <TitledSection id="member-classes" title={t("member.title")}>
            {mine.ok ? <MemberClasses classes={mine.data.member} /> : null}
          </TitledSection>
        </Card>
      </div>
    </ClientMessages>
  );
}
