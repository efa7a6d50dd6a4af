"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { Suspense, useRef, useState } from "react";
import { ResultSync } from "@/components/offline/result-sync";
import type { SubmitResult } from "@/components/offline/send-results";
import { SyncStatus } from "@/components/offline/sync-status";
import type { AnswerReview } from "@/components/review/use-graded-answers";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { AccountMenu } from "./account-menu";
import type { ChooseLocale } from "./language-switch";
import { ReviewLink } from "./review-link";
import { SearchBox } from "./search-box";
import { Icon } from "@/components/ui/icon";

// The drawer (and Radix's dialog under it) is fetched when the pointer or the
// focus reaches the menu button, not with every page.
const loadNavDrawer = () => import("./nav-drawer");
const NavDrawer = dynamic(() => loadNavDrawer().then((module) => module.NavDrawer), { ssr: false });

/**
 * `teaches`: whether the signed-in account may open classes (its menu offers them);
 * `dueCards`: the signed-in learner's cards due now (null for guests);
 * `sendAnswers`: the action that stores review answers given offline;
 * `submitResult`: the one that stores tests finished offline.
 */
export function TopBar({
  login,
  teaches,
  dueCards,
  chooseLocale,
  sendAnswers,
  submitResult,
}: {
  login: string | null;
  teaches: boolean;
  dueCards: number | null;
  chooseLocale: ChooseLocale;
  sendAnswers: AnswerReview;
  submitResult: SubmitResult;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerLoaded = useOpenedOnce(drawerOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  const t = useTranslations("common");
  return (
    <header className="top-bar bg-brand-700 sticky top-0 z-30 text-white shadow">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-2 sm:gap-4 sm:px-4">
        <button
          ref={menuButton}
          type="button"
          aria-label={t("topBar.openMenu")}
          onClick={() => setDrawerOpen(true)}
          onPointerEnter={loadNavDrawer}
          onFocus={loadNavDrawer}
          className="rounded-lg p-2 hover:bg-white/15"
        >
          <Icon path="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" className="size-6 fill-current" />
        </button>
        <Link href="/" className="text-lg font-semibold tracking-tight">
          {t("appName")}
        </Link>
        <div className="ml-auto w-36 sm:w-64">
          <Suspense>
            <SearchBox />
          </Suspense>
        </div>
        {login ? <SyncStatus login={login} sendAnswers={sendAnswers} /> : null}
        {login ? <ResultSync login={login} submitResult={submitResult} /> : null}
        {dueCards !== null ? <ReviewLink dueCards={dueCards} /> : null}
        <AccountMenu login={login} teaches={teaches} chooseLocale={chooseLocale} />
      </div>
      {drawerLoaded ? (
        <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={menuButton} />
      ) : null}
    </header>
  );
}
