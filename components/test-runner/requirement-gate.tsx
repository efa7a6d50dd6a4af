"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useEnglishVoiceStatus } from "@/components/speech/use-english-voice";
import type { Requirement } from "@/lib/domain/test-types/module";

/** Why a type of test cannot be taken in this browser, by what it needs (its key in the catalogue). */
const MISSING = { "english-voice": "englishVoice" } as const satisfies Record<Requirement, string>;

export function MissingRequirement({ needs, label }: { needs: Requirement; label: string }) {
  const t = useTranslations("test.requirement");
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {t(MISSING[needs], { label })}
    </p>
  );
}

function Checked({ missing, children }: { missing: ReactNode; children: ReactNode }) {
  // An English voice is the one requirement there is.
  return useEnglishVoiceStatus() === "none" ? missing : children;
}

/**
 * Its children where the browser has what a type of test needs, and while
 * that is still being checked (so the server renders them); `missing` once
 * the browser has shown it lacks it.
 */
export function RequirementGate({
  needs,
  missing,
  children,
}: {
  needs?: Requirement;
  missing: ReactNode;
  children: ReactNode;
}) {
  return needs ? <Checked missing={missing}>{children}</Checked> : children;
}
