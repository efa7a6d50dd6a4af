import type { Locator, Page } from "@playwright/test";
import { logIn, submitWordsResult } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { demoUnit, wordByPrompt } from "./support/demo";
import { moveServerClock } from "./support/server-clock";
import { TestRunnerPage } from "./support/test-runner";
import { expectToast } from "./support/ui";

// Runs against the server-clock project's server (playwright.config.ts), whose clock this spec moves.
const DAY_MS = 24 * 60 * 60 * 1000;

test.afterEach(() => moveServerClock(0));

const reviewLinkOf = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Review:/ });

test("the words of yesterday's test are due today: the top bar counts them and the review asks them", async ({
  page,
  loggedInLearner: _learner,
}) => {
  const words = demoUnit("travel").words;
  const reviewLink = reviewLinkOf(page);
  const runner = new TestRunnerPage(page, "travel", "words-writing");
  await runner.open();
  await runner.answerAll(words.length);
  const dialog = await runner.confirmSubmission();
  await expectToast(page, "Answers are saved successfully");
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.goto("/units");
  // Right answers come back after a learning step: nothing is due straight after the test.
  await expect(reviewLink).toHaveAccessibleName("Review: no cards due");

  await moveServerClock(DAY_MS);
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
    await moveServerClock(DAY_MS);
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

/**
 * A unit of its own with two words, so the learner's review holds exactly these cards. "wrongword"
 * shares half the letters of each (o, r, d), yet is no attempt at either.
 */
async function arrangeTwoWords(
  arranged: { create: <T extends { id: number }>(resource: "words" | "units", data: object) => Promise<T> },
  tag: string,
) {
  const entries = [
    { en: "border", ru: `граница ${tag}`, transcription: "/ˈbɔːdə/" },
    { en: "abroad", ru: `за границей ${tag}`, transcription: "/əˈbrɔːd/" },
  ];
  const ids: number[] = [];
  for (const entry of entries) {
    ids.push((await arranged.create("words", { ...entry, url: `${entry.en}-${tag}` })).id);
  }
  const url = `two-words-${tag}`;
  await arranged.create("units", { name: `Two words ${tag}`, url, words: ids, phrases: [] });
  const english = (prompt: string) => entries.find((entry) => entry.ru === prompt)!.en;
  return { url, english };
}

/** Moves the server a day on, when both cards are due, and opens the review at its first card. */
async function openReviewOfTwo(page: Page): Promise<Locator> {
  await moveServerClock(DAY_MS);
  const progress = page.getByText(/^Card \d of 2$/);
  await expect(async () => {
    await page.goto("/review");
    await expect(progress).toHaveText("Card 1 of 2", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  return progress;
}

test("a review is kept up from the keyboard: Enter answers, Enter again brings the next card with the focus in its field", async ({
  page,
  request,
  learner,
  arranged,
  tag,
}) => {
  const unit = await arrangeTwoWords(arranged, tag);
  await submitWordsResult(request, learner.token, unit.url, 0);
  await logIn(page, learner.login, learner.password);
  const progress = await openReviewOfTwo(page);
  const field = page.getByRole("textbox", { name: "Your answer" });
  const prompt = async () => ((await page.locator("#test-prompt").textContent()) ?? "").trim();
  await expect(field).toBeFocused();

  // The server takes a moment to check each answer (the page's server action posts to /review):
  // meanwhile the focus stays in the field, where the next Enter belongs.
  await page.route("**/review", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const feedback = page.getByRole("status").filter({ hasText: "Graded" });
  const first = unit.english(await prompt());
  await page.keyboard.type("no idea");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Checking…" })).toBeVisible();
  // Read at once, while the answer is being checked (toBeFocused would wait for the check to end).
  expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
  await expect(feedback).toContainText(`✗ Not quite — the answer is ${first}`);
  await expect(field).toBeFocused();

  // The keyboard alone goes on: Enter brings the next card, whose field takes what is typed.
  await page.keyboard.press("Enter");
  await expect(progress).toHaveText("Card 2 of 2");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("");
  const second = unit.english(await prompt());
  await page.keyboard.type(second);
  await page.keyboard.press("Enter");
  await expect(feedback).toContainText(`✓ Right — ${second}`);
  await expect(field).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Review finished" })).toContainText(
    "You recalled 1 of 2 words.",
  );
});

/** What a diff shows, piece by piece: struck through (del), missing (ins) or kept (span). */
function diffParts(diff: Locator) {
  return diff.evaluate((element) =>
    [...element.children].map((child) => ({ mark: child.tagName.toLowerCase(), text: child.textContent })),
  );
}

test("a totally wrong review answer is struck through whole, exactly as the test shows it", async ({
  page,
  loggedInLearner: _learner,
  arranged,
  tag,
}) => {
  const unit = await arrangeTwoWords(arranged, tag);
  const wholeWord = (expected: string) => [
    { mark: "del", text: "wrongword" },
    { mark: "ins", text: expected },
  ];
  const diff = page.getByTestId("answer-diff");
  // The whole comparison as rendered, the sentence a screen reader hears included.
  const rendered = () => diff.evaluate((element) => element.parentElement!.parentElement!.outerHTML);

  // The test first: "wrongword" for each word, and how its feedback shows it.
  const inTest = new Map<string, string>();
  const runner = new TestRunnerPage(page, unit.url, "words-writing");
  await runner.open();
  for (let index = 1; index <= 2; index += 1) {
    await expect(runner.position(index, 2)).toBeVisible();
    const expected = unit.english(await runner.prompt());
    await runner.answerField.fill("wrongword");
    await runner.answerField.press("Enter");
    await expect(diff).toContainText(expected);
    expect(await diffParts(diff)).toEqual(wholeWord(expected));
    inTest.set(expected, await rendered());
  }
  const dialog = await runner.confirmSubmission();
  await dialog.getByRole("button", { name: "Close" }).click();

  // The review of the same words: the same answer is shown the same way.
  const progress = await openReviewOfTwo(page);
  const feedback = page.getByRole("status").filter({ hasText: "Graded" });
  for (let index = 1; index <= 2; index += 1) {
    await expect(progress).toHaveText(`Card ${index} of 2`);
    const expected = unit.english(await runner.prompt());
    await runner.answerField.fill("wrongword");
    await runner.answerField.press("Enter");
    await expect(feedback).toContainText(`✗ Not quite — the answer is ${expected}`);
    expect(await diffParts(diff)).toEqual(wholeWord(expected));
    expect(await rendered()).toBe(inTest.get(expected));
    await runner.answerField.press("Enter");
  }
});

test("statistics and review count due cards the same way, and a card due soon reads 'in 10 min'", async ({
  page,
  request,
  learner,
  arranged,
  tag,
}) => {
  const unit = await arrangeTwoWords(arranged, tag);
  // Both words right in a test: each card comes back after FSRS's second learning step, 10 minutes.
  await submitWordsResult(request, learner.token, unit.url, 2);
  await logIn(page, learner.login, learner.password);
  const reviewLink = reviewLinkOf(page);
  const figures = page.getByRole("region", { name: "Spaced review" });
  const figure = (term: string) =>
    figures.getByText(term, { exact: true }).locator("xpath=following-sibling::dd[1]");

  await page.goto("/statistics");
  await expect(figure("Due now")).toHaveText("0");
  await expect(figures).toContainText(/Next: in (9|10) min/);
  await expect(figure("Due today")).toHaveText("2");
  await expect(reviewLink).toHaveAccessibleName("Review: no cards due");
  await page.goto("/review");
  await expect(page.getByText(/^Nothing to review — next card due in (9|10) min\.$/)).toBeVisible();
  await expect(page.getByText("Due today: 2 cards (within 24 hours).", { exact: true })).toBeVisible();

  // A day later both are due: the top bar, the statistics and the review say 2.
  await moveServerClock(DAY_MS);
  await expect(async () => {
    await page.goto("/statistics");
    await expect(figure("Due now")).toHaveText("2", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(figures).toContainText("Ready to review");
  await expect(reviewLink).toHaveAccessibleName("Review: 2 cards due");
  await page.goto("/review");
  await expect(page.getByText(/^Card \d of \d+$/)).toHaveText("Card 1 of 2");
});
