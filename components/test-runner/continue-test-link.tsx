"use client";

import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";
import { type KeptProgress, keptProgress } from "@/lib/domain/kept-test";
import { useGuestTest } from "./use-kept-test";

/**
 * "Continue test" when an unfinished test of the unit and type is kept: a
 * learner's is known to the server (`kept`), a guest's only to this browser.
 */
export function ContinueTestLink({
  href,
  unitId,
  testType,
  kept,
}: {
  href: string;
  unitId: number;
  testType: string;
  /** The learner's kept test; undefined for a guest. */
  kept?: KeptProgress | null;
}) {
  const t = useTranslations("test.continue");
  const guestTest = useGuestTest(unitId, testType);
  const guestKept = guestTest && keptProgress(guestTest);
  const progress = kept === undefined ? guestKept : kept;
  if (!progress) return null;
  return (
    <ButtonLink href={href}>
      {t("label")}
      <span className="font-normal opacity-90">
        {t("progress", { answered: progress.answered, total: progress.total })}
      </span>
    </ButtonLink>
  );
}
