import type { Locator, Page, Request } from "@playwright/test";
import { API, logIn, logOut, uniqueLogin } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { TestRunnerPage } from "./support/test-runner";
import { toasts } from "./support/ui";

/**
 * SPEC section 8 as a learner meets it. The administration's texts belong to
 * the admin tests; these cannot be provoked without breaking the server, so
 * they are not walked here: 'Error getting personal account', 'Can not fetch
 * statistics for test', 'Could not fetch statistics', 'Error: something went
 * wrong' and 'Error: {message}' of a failed unit read (all need a failing
 * database).
 */
const LEARNER_TEXTS = [
  // toasts
  "You are logged out",
  "You are not logged in account. Result was not saved",
  "You are still logged in",
  "You are logged in successfully",
  "You are registered successfully",
  "Password updated successfully",
  "Personal account updated successfully",
  "Answers are saved successfully",
  "Login failed",
  "Registration failed",
  "Error updating password",
  "Error updating personal account",
  // inline texts
  "Loading...",
  "No data to display",
  "Answer is required",
  "Error: 404 Resource was not found",
  "Please, sign in",
  "Unknown type of test",
  // the confirmation of a submission
  "Confirmation message",
  "Are you sure that you are going to submit test results?",
] as const;
type LearnerText = (typeof LEARNER_TEXTS)[number];

/** Texts that need a session revoked behind the browser's back, or a failing network call. */
const REVOCATION_TEXTS = [
  "Could not save words writing test result",
  "Could not save phrases test result",
  "You are not logged in",
  "Error during logout",
] as const;
type RevocationText = (typeof REVOCATION_TEXTS)[number];

function recorder<T extends string>() {
  const seen = new Set<T>();
  return {
    seen,
    /** Waits for `text` in `where` (by default: as a toast) and records it. */
    async see(page: Page, text: T, where?: Locator): Promise<void> {
      const locator = where ?? toasts(page).getByText(text, { exact: true }).first();
      await expect(locator, text).toBeVisible();
      seen.add(text);
    },
  };
}

/**
 * Settles once the router's full prefetch of a URL matching `url` has ended: read whole, or cut
 * off by the router itself once it holds the part up to the loading boundary.
 */
function prefetchSettled(page: Page, url: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const settled = (request: Request) => {
      const headers = request.headers();
      if (!url.test(request.url()) || headers["next-router-prefetch"] !== "1") return;
      if (headers["next-router-segment-prefetch"]) return;
      page.off("requestfinished", settled);
      page.off("requestfailed", settled);
      resolve();
    };
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
  });
}

async function fillAccount(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test("every learner-facing text of SPEC section 8", async ({ page, context }) => {
  test.setTimeout(120_000);
  const { seen, see } = recorder<LearnerText>();
  const inline = (text: string) => page.getByText(text, { exact: true }).first();

  await test.step("a guest's pages", async () => {
    await page.goto("/units/no-such-unit");
    await see(page, "Error: 404 Resource was not found", inline("Error: 404 Resource was not found"));
    await page.goto("/statistics/nonsense/travel");
    await see(page, "Unknown type of test", page.getByRole("heading", { name: /Unknown type of test/ }));
    await page.goto("/units/travel/tests/words-writing/statistics");
    await see(page, "Please, sign in", inline("Please, sign in"));
    await page.goto("/units/travel/vocabulary?q=no-such-word");
    await see(page, "No data to display", inline("No data to display"));
  });

  await test.step("a guest's test", async () => {
    // The loading state comes with the router's prefetch of the link, made once the page is idle:
    // on a slow machine that can be after the network has been quiet for a while, so the test
    // waits for the prefetch itself (its full request, which carries the loading boundary).
    // The router's payloads of the test page (its prefetch and its navigation).
    const testPagePayload = /\/in-progress\?_rsc=/;
    const linkPrefetched = prefetchSettled(page, testPagePayload);
    await page.goto("/units/travel/tests/words-writing");
    await linkPrefetched;
    // The test page is rendered on the server; while its answer is slow the route shows "Loading...".
    await page.route(testPagePayload, async (route) => {
      const headers = route.request().headers();
      if (!headers["next-router-prefetch"]) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("link", { name: "Start new test" }).click();
    await see(page, "Loading...", page.getByRole("status").getByText("Loading...", { exact: true }));
    const runner = new TestRunnerPage(page, "travel", "words-writing");
    await expect(runner.answerField).toBeFocused();
    await page.unroute(testPagePayload);
    await runner.answerButton.click();
    await see(page, "Answer is required", inline("Answer is required"));
    await runner.answerAll(12);
    await see(page, "You are not logged in account. Result was not saved");
  });

  const login = uniqueLogin("txt");
  const password = "texts-password";
  await test.step("registration", async () => {
    await page.goto("/register");
    await fillAccount(page, {
      Login: login,
      Email: `${login}@example.com`,
      Password: password,
      "Confirm password": "something else",
    });
    await page.getByRole("button", { name: "Register" }).click();
    await see(page, "Registration failed");
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Register" }).click();
    await see(page, "You are registered successfully");
  });

  await test.step("the personal account", async () => {
    await page.goto("/personal-account");
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Email").fill("not an email");
    await page.getByRole("button", { name: "Save" }).click();
    await see(page, "Error updating personal account");
    await page.getByLabel("Email").fill(`${login}@example.org`);
    await page.getByRole("button", { name: "Save" }).click();
    await see(page, "Personal account updated successfully");

    await page.getByRole("button", { name: "Change password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    // Too short a password is refused by the server: the honest way to a failure.
    await dialog.getByLabel("Current password").fill(password);
    await dialog.getByLabel("New password").fill("short");
    await dialog.getByLabel("Confirm password").fill("short");
    await dialog.getByRole("button", { name: "Save" }).click();
    await see(page, "Error updating password");
    await dialog.getByLabel("New password").fill(password);
    await dialog.getByLabel("Confirm password").fill(password);
    await dialog.getByRole("button", { name: "Save" }).click();
    await see(page, "Password updated successfully");
  });

  await test.step("a new tab of a logged-in user", async () => {
    const tab = await context.newPage();
    await tab.goto("/");
    await see(tab, "You are still logged in");
    await tab.close();
  });

  await test.step("a submitted test", async () => {
    const runner = new TestRunnerPage(page, "travel", "phrases");
    await runner.open();
    await runner.answerAll(6);
    const confirmation = page.getByRole("dialog", { name: "Confirmation message" });
    await see(page, "Confirmation message", confirmation);
    const message = "Are you sure that you are going to submit test results?";
    await see(page, message, confirmation.getByText(message, { exact: true }));
    await confirmation.getByRole("button", { name: "Yes" }).click();
    await see(page, "Answers are saved successfully");
    await runner.resultDialog().getByRole("button", { name: "Close" }).click();
  });

  await test.step("logging out and in again", async () => {
    await logOut(page);
    seen.add("You are logged out");
    await page.goto("/login");
    await fillAccount(page, { Login: login, Password: "wrong-password" });
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await see(page, "Login failed");
    await logIn(page, login, password);
    seen.add("You are logged in successfully");
  });

  expect([...seen].sort()).toEqual([...LEARNER_TEXTS].sort());
});

test("the texts of a session revoked behind the browser's back and of a failed logout", async ({
  page,
  context,
  request,
  loggedInLearner: learner,
}) => {
  const { seen, see } = recorder<RevocationText>();

  // A test of each kind in its own tab, answered up to the confirmation.
  const wordsTab = await context.newPage();
  const runners = [
    new TestRunnerPage(wordsTab, "travel", "words-writing"),
    new TestRunnerPage(page, "travel", "phrases"),
  ];
  for (const runner of runners) {
    // A tab in the background gets no animation frames, which Playwright's clicks wait for.
    await runner.page.bringToFront();
    await runner.open();
    await runner.answerAll(runner.testType === "phrases" ? 6 : 12);
    await expect(runner.page.getByRole("dialog", { name: "Confirmation message" })).toBeVisible();
  }

  // The learner changes the password from another client: every other session ends.
  const changed = await request.put(`${API}/auth/change-password`, {
    headers: { "X-Session-Token": learner.token },
    data: {
      currentPassword: learner.password,
      password: "changed-elsewhere",
      confirmPassword: "changed-elsewhere",
    },
  });
  expect(changed.status()).toBe(200);

  for (const runner of runners) {
    await runner.page.bringToFront();
    const confirmation = runner.page.getByRole("dialog", { name: "Confirmation message" });
    await confirmation.getByRole("button", { name: "Yes" }).click();
    await expect(runner.resultDialog()).toBeHidden();
    const text =
      runner.testType === "phrases"
        ? "Could not save phrases test result"
        : "Could not save words writing test result";
    await see(runner.page, text);
  }
  await wordsTab.close();

  // The next page load finds the cookie's session gone and clears it.
  await page.goto("/");
  await see(page, "You are not logged in");
  await expect(page.getByRole("button", { name: "Account: not logged in" })).toBeVisible();

  // A logout whose call does not reach the server says so.
  await logIn(page, learner.login, "changed-elsewhere");
  await page.route("**/api/auth/signout", (route) => route.abort());
  await page.getByRole("button", { name: `Account of ${learner.login}` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await see(page, "Error during logout");

  expect([...seen].sort()).toEqual([...REVOCATION_TEXTS].sort());
});
