import { expect, test } from "./support/fixtures";
import { demoUnit } from "./support/demo";
import { tabTo } from "./support/keyboard";
import { TestRunnerPage } from "./support/test-runner";
import { expectMainNavigation, expectToast } from "./support/ui";

test.describe("with the keyboard alone", () => {
  test("the drawer opens, leads to a page and closes", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Practice" });
    await expect(drawer).toBeVisible();
    const nav = await expectMainNavigation(drawer);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    // Escape closes it and gives the focus back to the menu button.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    await tabTo(page, nav.getByRole("link", { name: "Statistics" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/statistics");
    await expect(drawer).toBeHidden();
  });

  test("the account menu opens, moves with the arrows, closes on Escape and leads on", async ({
    page,
    loggedInLearner: learner,
  }) => {
    await page.goto("/units");
    const account = page.getByRole("button", { name: `Account of ${learner.login}` });
    await tabTo(page, account);
    await expect(account).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Account" });
    await expect(account).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("menuitem")).toHaveText(["My account", "Logout"]);
    await expect(menu.getByRole("menuitem", { name: "My account" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeFocused();
    // The arrows wrap around.
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "My account" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    // A click elsewhere closes it too.
    await account.click();
    await expect(menu).toBeVisible();
    await page.getByRole("heading").first().click();
    await expect(menu).toBeHidden();

    await account.focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "My account" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/personal-account");
    await expect(menu).toBeHidden();
  });

  test("a words-writing test from start to result", async ({ page, loggedInLearner: _learner }) => {
    const total = demoUnit("travel").words.length;
    await page.goto("/units/travel/tests/words-writing");
    await tabTo(page, page.getByRole("link", { name: "Start new test" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/units/travel/tests/words-writing/in-progress");

    const runner = new TestRunnerPage(page, "travel", "words-writing");
    // The answer field has the focus on every question: typing and Enter are all it takes.
    for (let index = 1; index <= total; index += 1) {
      await expect(runner.position(index, total)).toBeVisible();
      await expect(runner.answerField).toBeFocused();
      await page.keyboard.type(await runner.correctAnswer());
      await page.keyboard.press("Enter");
    }

    // Yes has the focus in the confirmation, Close in the result.
    const confirmation = page.getByRole("dialog", { name: "Confirmation message" });
    await expect(confirmation.getByRole("button", { name: "Yes" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(page, "Answers are saved successfully");
    const result = runner.resultDialog();
    await expect(result.getByTestId("score")).toHaveText("100%");
    await expect(result.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/units/travel/tests/words-writing");
  });

  test("Previous and Next are reachable with Tab and the field takes the focus back", async ({ page }) => {
    const runner = new TestRunnerPage(page, "travel", "words-writing");
    await runner.open();
    await tabTo(page, page.getByRole("button", { name: "Next", exact: true }));
    await page.keyboard.press("Enter");
    await expect(runner.position(2, 12)).toBeVisible();
    await expect(runner.answerField).toBeFocused();
  });
});
