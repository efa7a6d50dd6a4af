import { notFound } from "next/navigation";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { isTestType, testTypeOf } from "@/lib/domain/test-types";
import { loadUnit, testTypeMetadata, type TestTypeProps } from "../../../_components/unit-page-data";

export const generateMetadata = testTypeMetadata("Test", "Unknown");

export default async function TestTypePage({ params }: TestTypeProps) {
  const { unitUrl, testType } = await params;
  if (!isTestType(testType)) notFound();
  const unit = await loadUnit(unitUrl);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  const { asks, noun, texts } = testTypeOf(testType);
  const count = unit.data[asks].length;

  return (
    <Card className="flex flex-col gap-4 p-6">
      <p className="text-slate-700">
        {count === 0
          ? `This unit has no ${noun}s to practise yet.`
          : `${count} ${count === 1 ? noun : `${noun}s`}, asked once each in a random order. ${texts.howTo}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink href={`/units/${unitUrl}/tests/${testType}/in-progress`}>Start new test</ButtonLink>
        <ButtonLink href={`/units/${unitUrl}/tests/${testType}/statistics`} variant="secondary">
          Statistics
        </ButtonLink>
      </div>
    </Card>
  );
}
