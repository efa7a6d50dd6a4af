"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { type FormEvent, startTransition, useActionState } from "react";
import { toast } from "@/components/ui/toast";
import { STARTUP_CHECK_KEY } from "@/components/layout/startup-check-key";
import { decodeAuthFailure } from "@/lib/auth/auth-error";
import { forgetSessionPages } from "@/lib/pwa/session-caches";
import type { FieldErrors } from "@/lib/errors";
import { safeCallbackPath } from "@/lib/safe-redirect";
import type { AuthMode } from "./auth-text";

type Outcome = { fields: FieldErrors; message: string | null };

/**
 * Logs in or registers through next-auth's credentials provider: on success a
 * toast and the way back to `callbackUrl`; on failure a toast, the fields'
 * messages and the form's message.
 */
export function useCredentialsSignIn({ mode, callbackUrl }: { mode: AuthMode; callbackUrl: string }) {
  const router = useRouter();
  const t = useTranslations("auth");

  const [{ fields, message }, signInWith, pending] = useActionState(
    async (previous: Outcome, data: Record<string, string>): Promise<Outcome> => {
      try {
        // next-auth's client is fetched when the form is sent, not with the page.
        const { signIn } = await import("next-auth/react");
        const response = await signIn("credentials", { ...data, mode, redirect: false });
        if (response?.ok && !response.error) {
          sessionStorage.setItem(STARTUP_CHECK_KEY, "done");
          // Pages kept offline before were a guest's or another account's (a session that ran out).
          void forgetSessionPages();
          toast.success(t(`${mode}.success`));
          // The page checked it already; checking again keeps any other caller from reopening the hole.
          router.push(safeCallbackPath(callbackUrl));
          // next-auth's route set the session cookie, outside any server action that could
          // revalidate: the layout (the top bar's account) is read again here.
          router.refresh();
          return previous;
        }
        const failure = decodeAuthFailure(response?.error);
        toast.error(t(`${mode}.failure`));
        // Status 0: next-auth's own failure, not one of ours; its words are not the reader's.
        const message = failure.status === 0 ? t("somethingWentWrong") : failure.message;
        return { fields: failure.fields ?? {}, message: failure.status === 422 ? null : message };
      } catch {
        toast.error(t(`${mode}.failure`));
        return { fields: {}, message: t("somethingWentWrong") };
      }
    },
    { fields: {}, message: null },
  );

  // The form keeps its plain POST (see AuthForm), so the action is started from the submit event.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    startTransition(() => signInWith(data));
  };

  return { fields, message, pending, submit };
}
