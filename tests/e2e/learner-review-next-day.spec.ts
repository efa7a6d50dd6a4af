import { writeFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { demoUnit, wordByPrompt } from "./support/demo";
import { TestRunnerPage } from "./support/test-runner";
import { expectToast } from "./support/ui";

// Runs against the next-day server (playwright.config.ts), whose clock this spec moves.
const DAY_MS = 24 * 60 * 60 * 1000;
const moveServerClock = (shiftMs: number) => writeFileSync(process.env.E2E_CLOCK_FILE!, String(shiftMs));

test.afterEach(() => moveServerClock(0));

test("the words of yesterday's test are due today: the top bar counts them and the review asks them", async ({
  page,
  loggedInLearner: _learner,
}) => {
  const words = demoUnit("travel").words;
  const reviewLink = page.getByRole("banner").getByRole("link", { name: /^Review:/ });
  const runner = new TestRunnerPage(page, "travel", "words-writing");
  await runner.open();
  await runner.answerAll(words.length);
  const dialog = await runner.confirmSubmission();
  await expectToast(page, "Answers are saved successfully");
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.goto("/units");
  // Right answers come back after a learning step: nothing is due straight after the test.
  await expect(reviewLink).toHaveAccessibleName("Review: no cards due");

  moveServerClock(DAY_MS);
  await expect(async () => {
    await page.reload();
    await expect(reviewLink).toHaveAccessibleName(`Review: ${words.length} cards due`, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  await reviewLink.click();
  await expect(page).toHaveURL("/review");
  await expect(page.getByText(new RegExp(`^Card 1 of ${words.length}$`))).toBeVisible();
  const first = wordByPrompt("travel", await runner.prompt());
  await runner.answerField.fill(first.en);
  await runner.answerField.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Graded" })).toContainText(`✓ Right — ${first.en}`);
});
