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

for (const width of [1280, 360]) {
  test(`Today on Home at ${width} px: a first test in one click, then the day's answers, the streak and tomorrow's cards as /statistics and the top bar count them`, async ({
    page,
    loggedInLearner: _learner,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const today = page.getByRole("region", { name: "Today" });
    const tile = (name: string) => today.getByRole("region", { name });
    const reviewLink = page.getByRole("banner").getByRole("link", { name: /^Review:/ });
    await page.goto("/");
    await expect(tile("Review")).toContainText("0 cards due");
    await expect(tile("Daily goal")).toContainText("0 / 20 answers");
    await expect(tile("Streak")).toContainText("0 days");

    // One click from Home to the first question of the next unit's test.
    await tile("Next unit").getByRole("link", { name: "Start test" }).click();
    await expect(page).toHaveURL(/\/units\/[a-z0-9-]+\/tests\/words-writing\/in-progress$/);
    const unitUrl = new URL(page.url()).pathname.split("/")[2]!;
    const words = demoUnit(unitUrl).words;
    const runner = new TestRunnerPage(page, unitUrl, "words-writing");
    await expect(runner.answerField).toBeFocused();
    await runner.answerAll(words.length);
    const dialog = await runner.confirmSubmission();
    await expectToast(page, "Answers are saved successfully");
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.goto("/");
    await expect(tile("Daily goal")).toContainText(`${words.length} / 20 answers`);
    await expect(tile("Streak")).toContainText("1 day");
    await expect(tile("Next unit")).not.toContainText(demoUnit(unitUrl).name);

    // A day later the test's words are due: the panel, the top bar and /statistics agree.
    moveServerClock(DAY_MS);
    await expect(async () => {
      await page.reload();
      await expect(tile("Review")).toContainText(`${words.length} cards due`, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(reviewLink).toHaveAccessibleName(`Review: ${words.length} cards due`);
    await expect(tile("Streak")).toContainText("1 day");
    await expect(tile("Daily goal")).toContainText("0 / 20 answers");
    await tile("Review").getByRole("link", { name: "Start review" }).click();
    await expect(page.getByText(new RegExp(`^Card 1 of ${words.length}$`))).toBeVisible();
    await page.goto("/statistics");
    await expect(
      page.getByRole("term").filter({ hasText: "Current streak" }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText("1 day");
  });
}
