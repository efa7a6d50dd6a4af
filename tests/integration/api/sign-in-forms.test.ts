// The browser signs in and registers through next-auth's Credentials
// provider, not through the REST routes; the endpoint rules on POST
// auth/login and auth/register must hold there too.
import { describe, expect, it } from "vitest";
import { decodeAuthFailure } from "@/lib/auth/auth-error";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { authOptions } from "@/lib/api/next-auth";
import { call, logIn } from "../../support/api";

type Authorize = (
  credentials: Record<string, string>,
  request: { headers: Record<string, string> },
) => Promise<unknown>;

/** The provider's own authorize(), as next-auth's callback route calls it. */
function formSignIn(credentials: Record<string, string>) {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
  return provider.options.authorize(credentials, { headers: { [PEER_ADDRESS_HEADER]: "198.51.100.77" } });
}

async function failureOf(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  return decodeAuthFailure((error as Error).message);
}

async function closeCall(admin: string, adminPageUrl: string, url: string) {
  const rule = await call("POST", "/endpoints", {
    token: admin,
    body: { adminPageUrl, method: "POST", url, scopes: ["admin"] },
  });
  expect(rule.status, rule.text).toBe(201);
}

describe("the sign-in forms pass the endpoint rules", () => {
  it("a rule closing POST auth/register closes the registration form", async () => {
    const admin = await logIn("admin");
    const open = await formSignIn({
      mode: "register",
      login: "form-open",
      email: "form-open@example.com",
      password: "form-password",
      confirmPassword: "form-password",
    });
    expect(open).toMatchObject({ name: "form-open", sessionToken: expect.any(String) });

    await closeCall(admin, "close-registration", "/auth/register");
    const failure = await failureOf(
      formSignIn({
        mode: "register",
        login: "form-closed",
        email: "form-closed@example.com",
        password: "form-password",
        confirmPassword: "form-password",
      }),
    );

    expect(failure).toStrictEqual({
      status: 401,
      message: "Registration is closed on this site: please ask an administrator for an account",
    });
    expect((await call("GET", "/users/form-closed", { token: admin })).status).toBe(404);
  });

  it("a rule closing POST auth/login closes the login form to callers without its scope", async () => {
    const admin = await logIn("admin");
    await closeCall(admin, "close-login", "/auth/login");

    const failure = await failureOf(formSignIn({ login: "learner", password: "practice-learner" }));

    expect(failure).toStrictEqual({ status: 401, message: "Logging in is closed on this site" });
  });
});
