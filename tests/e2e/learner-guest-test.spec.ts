import { expect, test } from "@playwright/test";
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
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("link", { name: "Done" }).click();
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
