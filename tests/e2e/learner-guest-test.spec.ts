import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { VIEWPORTS } from "./support/axe";
import { demoUnit } from "./support/demo";
import { TestRunnerPage } from "./support/test-runner";
import { expectToast } from "./support/ui";

const TOTAL = demoUnit("travel").words.length;
const percentOf = (index: number) => Math.floor((index / TOTAL) * 100);

test.describe("a guest takes a words-writing test", () => {
  test("navigation wraps, the progress follows the question and nothing is saved", async ({ page }) => {
    const runner = new TestRunnerPage(page, "travel", "words-writing");
    await runner.open();
    await expect(runner.position(1, TOTAL)).toBeVisible();
    await expect(runner.progress).toHaveAttribute("aria-valuenow", String(percentOf(1)));
    await expect(page.getByText("You are not logged in: you can take the test")).toBeVisible();

    // An empty answer, or only spaces, is refused with a message under the field.
    await runner.answerButton.click();
    await expect(page.getByText("Answer is required", { exact: true })).toBeVisible();
    await expect(runner.answerField).toHaveAccessibleDescription(/Answer is required/);
    await runner.answerField.fill("   ");
    await runner.answerField.press("Enter");
    await expect(page.getByText("Answer is required", { exact: true })).toBeVisible();
    await expect(runner.position(1, TOTAL)).toBeVisible();
    // Typing clears the message.
    await runner.answerField.fill("x");
    await expect(page.getByText("Answer is required", { exact: true })).toBeHidden();
    await runner.answerField.fill("");

    // Previous from the first question goes to the last; Next from the last to the first.
    const previous = page.getByRole("button", { name: "Previous" });
    const next = page.getByRole("button", { name: "Next", exact: true });
    await next.click();
    await expect(runner.position(2, TOTAL)).toBeVisible();
    await expect(runner.progress).toHaveAttribute("aria-valuenow", String(percentOf(2)));
    await previous.click();
    await previous.click();
    await expect(runner.position(TOTAL, TOTAL)).toBeVisible();
    await expect(runner.progress).toHaveAttribute("aria-valuenow", "100");
    await next.click();
    await expect(runner.position(1, TOTAL)).toBeVisible();
    await expect(runner.answerField).toBeFocused();

    // The Answer button and Enter do the same: store the answer, go to the next question.
    await runner.answerField.fill(await runner.correctAnswer());
    await runner.answerButton.click();
    await expect(runner.position(2, TOTAL)).toBeVisible();
    await expect(runner.answerField).toBeFocused();
    await expect(runner.answerField).toHaveValue("");
    for (let index = 2; index <= TOTAL; index += 1) {
      await expect(runner.position(index, TOTAL)).toBeVisible();
      await expect(runner.progress).toHaveAttribute("aria-valuenow", String(percentOf(index)));
      await runner.answerField.fill(await runner.correctAnswer());
      await runner.answerField.press("Enter");
    }

    await expectToast(page, "You are not logged in account. Result was not saved");
    // Nothing is stored, so nothing asks to confirm a submission: the score shows at once.
    await expect(page.getByRole("dialog", { name: "Confirmation message" })).toHaveCount(0);
    const dialog = runner.resultDialog();
    await expect(dialog.getByTestId("score")).toHaveText("100%");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL("/units/travel/tests/words-writing");
  });

  test("a stored answer is shown again when the learner comes back to it", async ({ page }) => {
    const runner = new TestRunnerPage(page, "travel", "words-writing");
    await runner.open();
    await runner.answerField.fill("my answer");
    await runner.answerField.press("Enter");
    await expect(runner.position(2, TOTAL)).toBeVisible();
    await expect(page.getByText("1 answered")).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(runner.answerField).toHaveValue("my answer");
    await expect(page.getByText("Answered", { exact: true })).toBeVisible();
  });
});

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails when the toast lies over any of the controls (hidden from assistive technology or not). */
async function expectUncovered(toast: Locator, controls: Locator[]): Promise<void> {
  // Measured where the toast comes to rest: it slides in from above the screen's edge.
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const toastBox = await toast.boundingBox();
  expect(toastBox, "the toast has no box").not.toBeNull();
  for (const control of controls) {
    for (const element of await control.all()) {
      const box = await element.boundingBox();
      if (box) expect(overlap(toastBox!, box), `the toast covers ${await element.textContent()}`).toBe(false);
    }
  }
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px a guest who finishes sees the score with the spec's notice, and the toast covers no control`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const runner = new TestRunnerPage(page, "travel", "words-writing");
    await runner.open();
    // Three answers wrong of twelve: 75%.
    await runner.answerAll(TOTAL, (index, correct) => (index <= 3 ? "wrong" : correct));

    const dialog = runner.resultDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("score")).toHaveText("75%");
    await expect(dialog).toContainText("(9 of 12 correct)");
    await expect(dialog).toContainText("You are not logged in account. Result was not saved");
    await expect(dialog.getByRole("link", { name: "Log in" })).toBeVisible();

    const notice = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "You are not logged in account. Result was not saved" });
    await expect(notice).toBeVisible();
    // The page's controls behind the dialog, the dialog's own and the top bar's.
    const named = (name: string) => page.locator("button", { hasText: new RegExp(`^${name}$`) });
    await expectUncovered(notice, [
      named("Previous"),
      named("Next"),
      named("Answer"),
      dialog.getByRole("button"),
      dialog.getByRole("link"),
      dialog.getByTestId("score"),
      page.locator("header").first().locator("button, a, input"),
    ]);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL("/units/travel/tests/words-writing");
  });
}
