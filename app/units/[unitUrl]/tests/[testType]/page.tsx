import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/layout/client-messages";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { ContinueTestLink } from "@/components/test-runner/continue-test-link";
import { getPagePrincipal } from "@/lib/auth/current";
import { keptProgress, ROUND_SIZES } from "@/lib/domain/kept-test";
import { isTestType, testTypeOf } from "@/lib/domain/test-types";
import { getTestDraft } from "@/lib/services/learning/test-drafts";
import { loadUnit, type TestTypeProps } from "../../../_components/unit-page-data";

export async function generateMetadata({ params }: TestTypeProps) {
  const { testType } = await params;
  const [t, types] = await Promise.all([getTranslations("units.testType"), getTranslations("testTypes")]);
  return { title: t("title", { label: isTestType(testType) ? types(`${testType}.label`) : t("unknown") }) };
}

export default async function TestTypePage({ params }: TestTypeProps) {
  const { unitUrl, testType } = await params;
  if (!isTestType(testType)) notFound();
  const [unit, principal] = await Promise.all([loadUnit(unitUrl), getPagePrincipal()]);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  const { asks } = testTypeOf(testType);
  const [t, types] = await Promise.all([getTranslations("units.testType"), getTranslations("testTypes")]);
  const count = unit.data[asks].length;
  const kept = principal ? await getTestDraft({ principal, testType, unitId: unit.data.id }) : undefined;
  const testHref = `/units/${unitUrl}/tests/${testType}/in-progress`;
  const rounds = ROUND_SIZES.filter((size) => size < count);

  return (
    <Card className="flex flex-col gap-4 p-6">
      <p className="text-slate-700">
        {count === 0
          ? t(asks === "words" ? "noWords" : "noPhrases")
          : `${t(asks === "words" ? "countWords" : "countPhrases", { count })} ${types(`${testType}.howTo`)}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <ClientMessages areas={["test.continue"]}>
          <ContinueTestLink
            href={`${testHref}?continue`}
            unitId={unit.data.id}
            testType={testType}
            kept={kept && keptProgress(kept)}
          />
        </ClientMessages>
        <ButtonLink href={testHref} variant={kept ? "secondary" : "primary"}>
          {t("start")}
        </ButtonLink>
        <ButtonLink href={`/units/${unitUrl}/tests/${testType}/statistics`} variant="secondary">
          {t("statistics")}
        </ButtonLink>
      </div>
      {rounds.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
          <p className="text-slate-600">{t("round")}</p>
          {rounds.map((size) => (
            <ButtonLink key={size} href={`${testHref}?round=${size}`} variant="secondary">
              {t("roundSize", { size })}
            </ButtonLink>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
