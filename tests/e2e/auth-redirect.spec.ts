import type { Page } from "@playwright/test";
import { type Learner, uniqueLogin } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { accountButton, expectToast } from "./support/ui";

// Values a browser would follow to evil.example if they reached router.push as they are:
// it drops the TAB ("/\t/evil.example" → "//evil.example") and reads "\" as "/".
const HOSTILE = ["%2F%09%2Fevil.example%2Fphish", "%2F%5Cevil.example"];

/** Answers every request to evil.example (there is no network here) and counts them. */
async function trapEvilHost(page: Page): Promise<() => number> {
  let visits = 0;
  await page.context().route(/^https?:\/\/evil\.example\//, async (route) => {
    visits += 1;
    await route.fulfill({ contentType: "text/html", body: "<h1>phished</h1>" });
  });
  return () => visits;
}

// The forms are filled by hand rather than with logIn(): the URL is checked before any toast,
// so a run that leaves the site fails on where it went, not on a toast it never saw.
async function submitLogin(page: Page, learner: Learner): Promise<void> {
  await page.getByLabel("Login", { exact: true }).fill(learner.login);
  await page.getByLabel("Password", { exact: true }).fill(learner.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

async function submitRegistration(page: Page): Promise<string> {
  const login = uniqueLogin("redir");
  const password = `pw-${login}`;
  await page.getByLabel("Login", { exact: true }).fill(login);
  await page.getByLabel("Email").fill(`${login}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  return login;
}

test.describe("the page after logging in or registering", () => {
  for (const callbackUrl of HOSTILE) {
    test(`login with callbackUrl=${callbackUrl} stays on this site`, async ({ page, learner, baseURL }) => {
      const visits = await trapEvilHost(page);
      await page.goto(`/login?callbackUrl=${callbackUrl}`);
      await submitLogin(page, learner);
      await expect(page).toHaveURL(`${baseURL}/`);
      await expectToast(page, "You are logged in successfully");
      await expect(accountButton(page)).toHaveAccessibleName(`Account of ${learner.login}`);
      expect(visits()).toBe(0);
    });

    test(`registration with callbackUrl=${callbackUrl} stays on this site`, async ({ page, baseURL }) => {
      const visits = await trapEvilHost(page);
      await page.goto(`/register?callbackUrl=${callbackUrl}`);
      const login = await submitRegistration(page);
      await expect(page).toHaveURL(`${baseURL}/`);
      await expectToast(page, "You are registered successfully");
      await expect(accountButton(page)).toHaveAccessibleName(`Account of ${login}`);
      expect(visits()).toBe(0);
    });
  }

  test("a path of this site is still followed after logging in", async ({ page, learner, baseURL }) => {
    await page.goto("/login?callbackUrl=%2Fstatistics");
    await submitLogin(page, learner);
    await expect(page).toHaveURL(`${baseURL}/statistics`);
    await expect(accountButton(page)).toHaveAccessibleName(`Account of ${learner.login}`);
  });

  test("a path of this site is still followed after registering", async ({ page, baseURL }) => {
    await page.goto("/register?callbackUrl=%2Fstatistics");
    const login = await submitRegistration(page);
    await expect(page).toHaveURL(`${baseURL}/statistics`);
    await expect(accountButton(page)).toHaveAccessibleName(`Account of ${login}`);
  });
});
