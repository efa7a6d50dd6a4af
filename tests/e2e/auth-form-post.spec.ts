import type { Page, Response } from "@playwright/test";
import { uniqueLogin } from "./support/accounts";
import { expect, test } from "./support/fixtures";

type Mode = "login" | "register";

const SUBMIT = { login: "Log in", register: "Register" } as const;
const NOTE = { login: "log in", register: "register" } as const;

/** Fills the form of /login or /register with a recognisable password and submits it. */
async function submitForm(page: Page, mode: Mode, login: string, password: string): Promise<Response> {
  await page.getByLabel("Login", { exact: true }).fill(login);
  if (mode === "register") await page.getByLabel("Email").fill(`${login}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (mode === "register") await page.getByLabel("Confirm password").fill(password);
  const [response] = await Promise.all([
    page.waitForEvent("response", (answer) => answer.request().isNavigationRequest()),
    page.getByRole("button", { name: SUBMIT[mode], exact: true }).click(),
  ]);
  return response;
}

// Playwright's text matching skips whatever is inside <noscript> (getByText finds nothing there),
// so the note is addressed as the paragraph it is when scripting is off.
async function expectNoScriptNote(page: Page, mode: Mode): Promise<void> {
  const note = page.locator("noscript > p");
  await expect(note).toBeVisible();
  await expect(note).toHaveText(`JavaScript is required to ${NOTE[mode]}.`);
}

test.describe("the login and registration forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const mode of ["register", "login"] as const) {
    test(`a submit on /${mode} keeps the credentials out of every URL`, async ({ page }) => {
      const login = uniqueLogin("nojs");
      const password = `secret-${login}`;
      const visited: string[] = [];
      page.on("request", (request) => {
        if (request.isNavigationRequest()) visited.push(request.url());
      });
      await page.goto(`/${mode}?callbackUrl=%2Fstatistics`);
      const response = await submitForm(page, mode, login, password);

      for (const url of [...visited, page.url()]) {
        expect(url).not.toContain(password);
        expect(url).not.toContain("password");
        expect(url).not.toContain(login);
      }
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/${mode}`);
      expect([...url.searchParams.keys()]).toEqual(["callbackUrl"]);
      expect(response.request().method()).toBe("POST");
      expect(response.status()).toBeLessThan(500);
      expect(await response.text(), "the password is not echoed").not.toContain(password);
      // The page answers with itself again, still explaining why nothing happened.
      await expect(page.getByRole("heading", { name: SUBMIT[mode], exact: true })).toBeVisible();
      await expectNoScriptNote(page, mode);
    });
  }
});

test.describe("the login and registration forms with JavaScript", () => {
  for (const mode of ["register", "login"] as const) {
    test(`the form of /${mode} is sent with POST to the page itself`, async ({ page, baseURL }) => {
      await page.goto(`/${mode}?callbackUrl=%2Fstatistics`);
      const form = page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: SUBMIT[mode], exact: true }) });
      // The properties, not the attributes: what the browser would actually use for a submit.
      const sent = await form.evaluate((element: HTMLFormElement) => [element.method, element.action]);
      expect(sent).toEqual(["post", `${baseURL}/${mode}?callbackUrl=%2Fstatistics`]);
    });
  }
});
