import { submitWordsResult } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { demoUnit, demoUnits } from "./support/demo";

// The browser runs in Europe/Moscow (playwright.config.ts); the dialog title is en-GB, medium + short.
const dialogDate = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Moscow",
});

test.describe("statistics", () => {
  test("/statistics offers one button per test type, ordered by index", async ({ page }) => {
    await page.goto("/statistics");
    await expect(page.getByRole("heading", { name: "Statistics" })).toBeVisible();
    const links = page.getByRole("link", { name: /^(Words writing|Phrases)/ });
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toContainText("Words writing");
    await expect(links.nth(1)).toContainText("Phrases");
    await links.nth(0).click();
    await expect(page).toHaveURL("/statistics/words-writing");
  });

  test("a unit's results: badge, header, chart bars and the result dialog", async ({
    page,
    request,
    learner,
  }) => {
    const total = demoUnit("travel").words.length;
    const good = await submitWordsResult(request, learner.token, "travel", total);
    const half = await submitWordsResult(request, learner.token, "travel", total / 2);
    await page.goto("/login?callbackUrl=%2Fstatistics%2Fwords-writing");
    await page.getByLabel("Login", { exact: true }).fill(learner.login);
    await page.getByLabel("Password", { exact: true }).fill(learner.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL("/statistics/words-writing");

    // The badge counts the results; the other units have none.
    const units = page.getByRole("navigation", { name: "Units" });
    for (const unit of demoUnits)
      await expect(units.getByRole("link", { name: new RegExp(unit.name) })).toBeVisible();
    await expect(units.getByRole("link", { name: /Travel/ }).getByLabel("2 results, average 75%")).toHaveText(
      "2",
    );
    await expect(units.getByLabel(/results?, average/)).toHaveCount(1);

    await units.getByRole("link", { name: /Travel/ }).click();
    await expect(page).toHaveURL("/statistics/words-writing/travel");
    await expect(units.getByRole("link", { name: /Travel/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistics Words writing");
    const view = page.getByRole("region", { name: "Words writing: Travel" });
    await expect(view.getByRole("heading", { name: "Words writing" })).toBeVisible();
    await expect(view.getByText("Travel", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start new test" })).toHaveAttribute(
      "href",
      "/units/travel/tests/words-writing/in-progress",
    );
    await expect(page.getByRole("link", { name: "Back to statistics" })).toHaveAttribute(
      "href",
      "/statistics",
    );

    const chart = page.getByRole("group", { name: "Results of Words writing, Travel" });
    const bars = chart.getByRole("button");
    await expect(bars).toHaveCount(2);
    await expect(bars.nth(0)).toHaveAccessibleName(/^Result of \d\d\.\d\d\.\d{4} \d\d:\d\d: 100%$/);
    await expect(bars.nth(1)).toHaveAccessibleName(/: 50%$/);

    // A click opens the answers of that result.
    await bars.nth(0).click();
    let dialog = page.getByRole("dialog", { name: `Test result (${dialogDate.format(good.createdTs)})` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("score")).toHaveText("100%");
    await expect(dialog.locator("tbody").getByRole("row")).toHaveCount(total);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(bars.nth(0)).toBeFocused();

    // So does Enter on a focused bar.
    await page.keyboard.press("Tab");
    await expect(bars.nth(1)).toBeFocused();
    await page.keyboard.press("Enter");
    dialog = page.getByRole("dialog", { name: `Test result (${dialogDate.format(half.createdTs)})` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("score")).toHaveText("50%");
    await expect(dialog.getByLabel("Wrong")).toHaveCount(total / 2);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("link", { name: "Back to statistics" }).click();
    await expect(page).toHaveURL("/statistics");
    await page.goBack();
    await page.getByRole("link", { name: "Start new test" }).click();
    await expect(page).toHaveURL("/units/travel/tests/words-writing/in-progress");
    await expect(page.getByRole("textbox", { name: "Your answer" })).toBeFocused();
  });

  test("a unit without results shows no chart", async ({ page, loggedInLearner: _learner }) => {
    await page.goto("/statistics/phrases/at-home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistics Phrases");
    await expect(page.getByText("No data to display")).toBeVisible();
    await expect(page.getByRole("group", { name: /^Results of/ })).toHaveCount(0);
  });

  test("an unknown test type says so", async ({ page }) => {
    await page.goto("/statistics/nonsense/travel");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistics Unknown type of test");
    await expect(page.getByRole("link", { name: "Back to statistics" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start new test" })).toHaveCount(0);
  });
});

test.describe("statistics without a connection to the API", () => {
  test("a bar whose answers cannot be fetched says why, and the next opening tries again", async ({
    page,
    request,
    learner,
  }) => {
    await submitWordsResult(request, learner.token, "travel", 1);
    await page.goto("/login?callbackUrl=%2Fstatistics%2Fwords-writing%2Ftravel");
    await page.getByLabel("Login", { exact: true }).fill(learner.login);
    await page.getByLabel("Password", { exact: true }).fill(learner.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL("/statistics/words-writing/travel");
    const bar = page.getByRole("group", { name: "Results of Words writing, Travel" }).getByRole("button");
    const dialog = page.getByRole("dialog", { name: /^Test result/ });

    await page.route("**/english-api/api/v1/results/**", (route) => route.abort());
    await bar.click();
    await expect(dialog.getByRole("alert")).toHaveText("Error: Can not fetch the answers of this test");
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.unroute("**/english-api/api/v1/results/**");
    await bar.click();
    await expect(dialog.getByLabel("Correct", { exact: true })).toHaveCount(1);
  });
});
