"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import enUi from "@/messages/en/ui.json";

/**
 * What an error boundary shows: the spec's generic error text, never the
 * error's own message (in production React replaces it anyway, and in
 * development it may hold SQL), with the digest under which the server log
 * keeps the details, and a retry.
 */
/** What Next.js hands an error boundary (error.tsx, global-error.tsx). */
export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

type FailureTexts = { title: string; reference: (digest: string) => string; retry: string };

/** The panel in the page's language (error.tsx, inside the root layout and its messages). */
export function FailurePanel({ digest, retry }: { digest?: string; retry: () => void }) {
  const t = useTranslations("ui.failure");
  const texts = {
    title: t("title"),
    reference: (code: string) => t("reference", { digest: code }),
    retry: t("retry"),
  };
  return <FailurePanelView digest={digest} retry={retry} texts={texts} />;
}

/**
 * The panel in English, for global-error.tsx: the root layout failed, so
 * there is no message provider and no locale to read.
 */
export function EnglishFailurePanel({ digest, retry }: { digest?: string; retry: () => void }) {
  const { title, reference, retry: again } = enUi.failure;
  const texts = { title, reference: (code: string) => reference.replace("{digest}", code), retry: again };
  return <FailurePanelView digest={digest} retry={retry} texts={texts} />;
}

function FailurePanelView({
  digest,
  retry,
  texts,
}: {
  digest?: string;
  retry: () => void;
  texts: FailureTexts;
}) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  // A server render failed: ask the server again, then clear the boundary.
  const again = () =>
    startRetry(() => {
      router.refresh();
      retry();
    });
  return (
    <Card className="flex flex-col items-start gap-3">
      <h1 role="alert" className="text-error text-base font-normal">
        {texts.title}
      </h1>
      {digest ? <p className="text-sm text-slate-600">{texts.reference(digest)}</p> : null}
      <Button onClick={again} disabled={retrying}>
        {texts.retry}
      </Button>
    </Card>
  );
}
