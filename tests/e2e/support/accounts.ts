import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { STARTUP_CHECK_KEY } from "../../../components/layout/startup-check-key";
import { TIME_ZONE_COOKIE } from "../../../lib/domain/time-zone";
import { expectToast } from "./ui";

export const API = "/english-api/api/v1";

/** The seeded accounts and the passwords scripts/e2e-server.mjs gives them. */
export const DEMO = {
  admin: { login: "admin", password: "practice-admin" },
  editor: { login: "editor", password: "practice-editor" },
  learner: { login: "learner", password: "practice-learner" },
} as const;

export type Learner = { login: string; email: string; password: string; token: string };

let counter = 0;

/** A login no other test (or earlier run on a reused database) has taken. */
export function uniqueLogin(prefix = "l"): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 6);
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}${random}`.slice(0, 32);
}

/** Registers a learner through the REST API; the answer's token opens an API session. */
export async function registerLearner(request: APIRequestContext, prefix = "l"): Promise<Learner> {
  const login = uniqueLogin(prefix);
  const email = `${login}@example.com`;
  const password = `pw-${login}`;
  const response = await request.post(`${API}/auth/register`, {
    data: { login, email, password, confirmPassword: password },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string };
  return { login, email, password, token: body.token };
}

/** Logs in through the form on /login and waits for the welcome toast. */
export async function logIn(page: Page, login: string, password: string, from?: string): Promise<void> {
  if (!page.url().includes("/login")) {
    await page.goto(from ? `/login?callbackUrl=${encodeURIComponent(from)}` : "/login");
  }
  await page.getByLabel("Login", { exact: true }).fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expectToast(page, "You are logged in successfully");
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Logs in as the login form does, through next-auth's credentials endpoint, without opening a page:
 * for tests about what comes after a login. The browser is left as the form leaves it: the session
 * cookie, the time-zone cookie the login page would have set, and the tab told it is logged in.
 */
export async function logInDirectly(page: Page, login: string, password: string): Promise<void> {
  const csrf = await page.request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { login, password, mode: "login", csrfToken, json: "true" },
  });
  const { url } = (await response.json()) as { url: string };
  expect(new URL(url).searchParams.get("error"), `logging in as ${login}`).toBeNull();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await page
    .context()
    .addCookies([
      { name: TIME_ZONE_COOKIE, value: encodeURIComponent(zone), url: new URL(csrf.url()).origin },
    ]);
  // Once per tab, as the form does it: a logout later in the test clears it for good.
  await page.addInitScript((key) => {
    try {
      if (sessionStorage.getItem("e2e:logged-in")) return;
      sessionStorage.setItem("e2e:logged-in", "yes");
      sessionStorage.setItem(key, "done");
    } catch {
      // A page of no origin (about:blank) has no storage.
    }
  }, STARTUP_CHECK_KEY);
}

/** A guest opens a page that needs a login: the login form, which brings them back to it once logged in. */
export async function logInThroughGuard(
  page: Page,
  path: string,
  login: string,
  password: string,
): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await logIn(page, login, password);
  await expect(page).toHaveURL(path);
}

/** Logs out through the account menu of the top bar. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Account of / }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expectToast(page, "You are logged out");
}

type UnitIds = { id: number; words: Array<{ id: number; en: string }>; phrases: Array<{ id: number }> };

async function unitIds(request: APIRequestContext, unitUrl: string): Promise<UnitIds> {
  const unit = (await (await request.get(`${API}/units/${unitUrl}`)).json()) as { id: number };
  const words = (await (await request.get(`${API}/units/${unitUrl}/words`)).json()) as UnitIds["words"];
  const phrases = (await (await request.get(`${API}/units/${unitUrl}/phrases`)).json()) as UnitIds["phrases"];
  return { id: unit.id, words, phrases };
}

export type SavedResult = { id: number; createdTs: number; result: number };

/**
 * Saves a words-writing result through the REST API with the first
 * `correct` words answered right and the rest wrong: a quick way to give a
 * chart its bars.
 */
export async function submitWordsResult(
  request: APIRequestContext,
  token: string,
  unitUrl: string,
  correct: number,
): Promise<SavedResult> {
  const unit = await unitIds(request, unitUrl);
  const response = await request.post(`${API}/results/words-writing`, {
    headers: { "X-Session-Token": token },
    data: {
      unitId: unit.id,
      createdTs: Date.now(),
      answers: unit.words.map((word, index) => ({
        questionId: word.id,
        answer: index < correct ? word.en : "wrong",
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedResult;
}
