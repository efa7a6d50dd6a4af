import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ClientMessages } from "@/components/layout/client-messages";
import { CardSection } from "@/components/ui/card-section";
import { ListRow } from "@/components/ui/list-row";
import { PageTitle } from "@/components/ui/page-title";
import { EmptyText, ErrorText } from "@/components/ui/status";
import { getPagePrincipalOrLogin } from "@/lib/auth/current";
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
            <ListRow key={joined.id} name={joined.name} details={t("teacher", { teacher: joined.teacher })} />
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
  const principal = await getPagePrincipalOrLogin("/classes");
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
          <CardSection id="taught-classes" title={t("teaching.title")}>
            {mine.ok ? <TaughtClasses classes={mine.data.teaching} /> : null}
          </CardSection>
        ) : null}
        {mayOpen ? (
          <CardSection id="new-class" title={t("create.title")}>
            <CreateClassForm />
          </CardSection>
        ) : null}
        <CardSection id="member-classes" title={t("member.title")}>
          {mine.ok ? <MemberClasses classes={mine.data.member} /> : null}
        </CardSection>
      </div>
    </ClientMessages>
  );
}
