import { describe, expect, it } from "vitest";
import {
  call,
  type CallOptions,
  errorBody,
  logIn,
  registerLearner,
  SAME_ORIGIN,
  type Saved,
  sessionCookie,
} from "../../support/api";
import { makeWord } from "../../support/factories";
import type { WordDto } from "@/lib/types/content";

type Credentials = Pick<CallOptions, "token" | "cookie" | "headers">;

async function checkStatus(credentials: Credentials): Promise<number> {
  return (await call("GET", "/auth/check", credentials)).status;
}

const changePassword = (credentials: Credentials, currentPassword: string) =>
  call("PUT", "/auth/change-password", {
    ...credentials,
    body: { currentPassword, password: "another-password", confirmPassword: "another-password" },
  });

/** A learner with one API session and one browser (cookie) session. */
async function learnerWithTwoSessions() {
  const learner = await registerLearner();
  const browserToken = await logIn(learner.login, learner.password);
  return {
    ...learner,
    api: { token: learner.token },
    browser: { cookie: await sessionCookie(browserToken) },
  };
}

describe("revocation", () => {
  it("the next-auth cookie authenticates GET requests like the token", async () => {
    const { login, browser } = await learnerWithTwoSessions();

    const response = await call("GET", "/auth/check", browser);

    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({ login, email: `${login}@example.com`, scopes: ["user"] });
    expect(await checkStatus({ cookie: "next-auth.session-token=garbage" })).toBe(401);
  });

  it("logout with the token ends that session only", async () => {
    const { api, browser } = await learnerWithTwoSessions();

    expect((await call("GET", "/auth/logout", api)).status).toBe(200);

    expect(await checkStatus(api)).toBe(401);
    expect(await checkStatus(browser)).toBe(200);
  });

  it("logout with the cookie (POST from our pages) ends that session only", async () => {
    const { api, browser } = await learnerWithTwoSessions();

    const response = await call("POST", "/auth/logout", { ...browser, headers: SAME_ORIGIN });

    expect(response.status).toBe(200);
    expect(await checkStatus(browser)).toBe(401);
    expect(await checkStatus(api)).toBe(200);
  });

  it("change-password through the token ends the user's other sessions but not the current one", async () => {
    const learner = await learnerWithTwoSessions();
    const third = { token: await logIn(learner.login, learner.password) };

    const response = await changePassword(learner.api, learner.password);

    expect(response.status).toBe(200);
    expect(await checkStatus(learner.api)).toBe(200);
    expect(await checkStatus(learner.browser)).toBe(401);
    expect(await checkStatus(third)).toBe(401);
  });

  it("change-password through the cookie keeps the browser session and ends the API sessions", async () => {
    const learner = await learnerWithTwoSessions();

    const response = await changePassword({ ...learner.browser, headers: SAME_ORIGIN }, learner.password);

    expect(response.status).toBe(200);
    expect(await checkStatus(learner.browser)).toBe(200);
    expect(await checkStatus(learner.api)).toBe(401);
  });

  it("an admin's password reset ends every session of the user, token and cookie alike", async () => {
    const learner = await learnerWithTwoSessions();
    const admin = await logIn("admin");

    const reset = await call("PUT", "/users/reset-password", {
      token: admin,
      body: { login: learner.login },
    });

    expect(reset.status).toBe(200);
    expect(await checkStatus(learner.api)).toBe(401);
    expect(await checkStatus(learner.browser)).toBe(401);
    expect(await checkStatus({ token: admin })).toBe(200);
  });
});

describe("CSRF protection of cookie-authenticated changes", () => {
  const refused = errorBody(403, "Cross-site request refused");
  const crossSite: Array<[string, Record<string, string>]> = [
    ["no Origin", {}],
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a look-alike Origin", { origin: "http://localhost:3000.evil.example" }],
    ["a malformed Origin", { origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ];

  it.each(crossSite)(
    "refuses POST, PUT and DELETE with %s (403), and nothing changes",
    async (_label, headers) => {
      const { browser, login } = await learnerWithTwoSessions();
      const editor = { cookie: await sessionCookie(await logIn("editor")), headers };
      const word = await makeWord();

      const post = await call("POST", "/auth/logout", { ...browser, headers });
      const put = await call("PUT", "/auth/personal-account", {
        ...browser,
        headers,
        body: { login: `${login}-x`, email: "x@example.com" },
      });
      const remove = await call("DELETE", `/words/${word.url}`, editor);

      for (const response of [post, put, remove]) {
        expect(response.status).toBe(403);
        expect(response.body).toStrictEqual(refused);
      }
      expect(await checkStatus(browser)).toBe(200);
      expect((await call("GET", "/auth/personal-account", browser)).body).toStrictEqual({
        login,
        email: `${login}@example.com`,
        locale: "en",
      });
      expect((await call<WordDto[]>("GET", "/words")).body).toContainEqual(word);
    },
  );

  it.each([
    ["a matching Origin", SAME_ORIGIN],
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
  ])("lets POST, PUT and DELETE pass with %s", async (_label, headers) => {
    const { browser, login } = await learnerWithTwoSessions();
    const editor = { cookie: await sessionCookie(await logIn("editor")), headers };
    const created = await call<Saved<WordDto>>("POST", "/words", {
      ...editor,
      body: { url: `csrf-${login}`, en: "csrf", ru: "подделка", transcription: "/ˈsiːsɜːf/" },
    });

    const put = await call("PUT", "/auth/personal-account", {
      ...browser,
      headers,
      body: { login: `${login}-x`, email: `${login}@example.com` },
    });
    const remove = await call("DELETE", `/words/${created.body.data.id}`, editor);
    const post = await call("POST", "/auth/logout", { ...browser, headers });

    expect([created.status, put.status, remove.status, post.status]).toStrictEqual([201, 200, 200, 200]);
    expect(await checkStatus(browser)).toBe(401);
  });

  it("GET auth/logout with only the cookie does not log out (401), and the cookie still works", async () => {
    const { browser } = await learnerWithTwoSessions();

    const response = await call("GET", "/auth/logout", browser);

    expect(response.status).toBe(401);
    expect(response.body).toStrictEqual(errorBody(401, "You are not logged in"));
    expect(await checkStatus(browser)).toBe(200);
  });

  it("a token-authenticated change needs no Origin (API clients are not browsers)", async () => {
    const { api } = await learnerWithTwoSessions();

    expect((await call("POST", "/auth/logout", api)).status).toBe(200);
  });
});
