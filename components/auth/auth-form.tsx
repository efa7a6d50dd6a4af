"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, startTransition, useActionState } from "react";
import { toast } from "@/components/ui/toast";
import { TextField } from "@/components/forms/text-field";
import { STARTUP_CHECK_KEY } from "@/components/layout/startup-check";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { decodeAuthFailure } from "@/lib/auth/auth-error";
import type { FieldErrors } from "@/lib/errors";
import { safeCallbackPath } from "@/lib/safe-redirect";

type Mode = "login" | "register";

const TEXT = {
  login: {
    title: "Log in",
    submit: "Log in",
    success: "You are logged in successfully",
    failure: "Login failed",
    noScript: "JavaScript is required to log in.",
  },
  register: {
    title: "Register",
    submit: "Register",
    success: "You are registered successfully",
    failure: "Registration failed",
    noScript: "JavaScript is required to register.",
  },
} as const;

type Outcome = { fields: FieldErrors; message: string | null };

/** One form for both routes: /register registers, anything else logs in. */
export function AuthForm({ mode, callbackUrl }: { mode: Mode; callbackUrl: string }) {
  const router = useRouter();
  const text = TEXT[mode];
  const query = callbackUrl === "/" ? "" : `?callbackUrl=${encodeURIComponent(callbackUrl)}`;

  const [{ fields, message }, signInWith, pending] = useActionState(
    async (previous: Outcome, data: Record<string, string>): Promise<Outcome> => {
      try {
        // next-auth's client is fetched when the form is sent, not with the page.
        const { signIn } = await import("next-auth/react");
        const response = await signIn("credentials", { ...data, mode, redirect: false });
        if (response?.ok && !response.error) {
          sessionStorage.setItem(STARTUP_CHECK_KEY, "done");
          toast.success(text.success);
          // The page checked it already; checking again keeps any other caller from reopening the hole.
          router.push(safeCallbackPath(callbackUrl));
          // next-auth's route set the session cookie, outside any server action that could
          // revalidate: the layout (the top bar's account) is read again here.
          router.refresh();
          return previous;
        }
        const failure = decodeAuthFailure(response?.error);
        toast.error(text.failure);
        return { fields: failure.fields ?? {}, message: failure.status === 422 ? null : failure.message };
      } catch {
        toast.error(text.failure);
        return { fields: {}, message: "Something went wrong" };
      }
    },
    { fields: {}, message: null },
  );

  // The form keeps its plain POST (see below), so the action is started from the submit event.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    startTransition(() => signInWith(data));
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <PageTitle>{text.title}</PageTitle>
      {/* Signing in needs next-auth's client; without JavaScript the form can only post back here. */}
      <noscript>
        <p className="text-error mt-4 text-sm">{text.noScript}</p>
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
        <TextField label="Login" name="login" autoComplete="username" required error={fields.login} />
        {mode === "register" ? (
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={fields.email}
          />
        ) : null}
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={mode === "register" ? "new-password" : "current-password"}
          required
          error={fields.password}
        />
        {mode === "register" ? (
          <TextField
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={fields.confirmPassword}
          />
        ) : null}
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
            {mode === "login" ? "Not registered yet" : "Already registered"}
          </Link>
          <div className="flex gap-2">
            <ButtonLink href="/" variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" disabled={pending}>
              {text.submit}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
