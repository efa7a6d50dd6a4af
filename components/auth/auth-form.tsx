"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import type { AuthMode } from "./auth-text";
import { CredentialFields } from "./credential-fields";
import { useCredentialsSignIn } from "./use-credentials-sign-in";

/** One form for both routes: /register registers, anything else logs in. */
export function AuthForm({ mode, callbackUrl }: { mode: AuthMode; callbackUrl: string }) {
  const t = useTranslations("auth");
  const query = callbackUrl === "/" ? "" : `?callbackUrl=${encodeURIComponent(callbackUrl)}`;
  const { fields, message, pending, submit } = useCredentialsSignIn({ mode, callbackUrl });

  return (
    <Card className="mx-auto w-full max-w-md">
      <PageTitle>{t(`${mode}.title`)}</PageTitle>
      {/* Signing in needs next-auth's client; without JavaScript the form can only post back here. */}
      <noscript>
        <p className="text-error mt-4 text-sm">{t(`${mode}.noScript`)}</p>
      </noscript>
      {/* POST back to this page: a submit before hydration or without JavaScript would otherwise be a
          GET that writes the login and password into the address bar, the history and server logs. */}
      <form
        method="post"
        action={`/${mode}${query}`}
        onSubmit={submit}
        className="mt-4 flex flex-col gap-4"
        noValidate
      >
        <CredentialFields mode={mode} fields={fields} />
        {message ? (
          <p role="alert" className="text-error text-sm">
            {message}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            href={`${mode === "login" ? "/register" : "/login"}${query}`}
            className="text-brand-700 text-sm underline"
          >
            {t(`${mode}.otherForm`)}
          </Link>
          <div className="flex gap-2">
            <ButtonLink href="/" variant="secondary">
              {t("cancel")}
            </ButtonLink>
            <Button type="submit" disabled={pending}>
              {t(`${mode}.submit`)}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
