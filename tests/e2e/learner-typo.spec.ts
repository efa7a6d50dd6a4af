import type { Locator, Page } from "@playwright/test";
import { expectNoViolations, VIEWPORTS } from "./support/axe";
import { demoUnit, sortedWords } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { BRITISH_VOICE, changeVoices, fakeSpeech, RUSSIAN_VOICE, spoken } from "./support/speech";
import { TestRunnerPage } from "./support/test-runner";
import { expectNoHorizontalOverflow } from "./support/ui";

const TYPO_NOTE = "Accepted — check the spelling";
const TOTAL = demoUnit("travel").words.length;

/** One slip of the keyboard: the first two different neighbouring letters swapped. */
function withSwap(word: string): string {
  const at = [...word].findIndex((letter, index) => index > 0 && letter !== word[index + 1]);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** Three letters wrong at the end: too many for any typo allowance. */
const misspelt = (word: string) => `${word.slice(0, -3)}xyz`;

/** How far the box around a table scrolls sideways (0: it fits). */
const sidewaysScroll = (table: Locator) =>
  table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);

/** The live region where the runner says how the last answer was judged. */
const feedback = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

for (const viewport of VIEWPORTS) {
  test.describe(`a learner who mistypes a word, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("is forgiven a typo, sees it letter by letter in the runner and in the result, and hears the word", async ({
      page,
      loggedInLearner: _learner,
    }) => {
      test.setTimeout(120_000);
      await fakeSpeech(page, [RUSSIAN_VOICE, BRITISH_VOICE]);
      const runner = new TestRunnerPage(page, "travel", "words-writing");
      await runner.open();

      let typo: { prompt: string; correct: string; typed: string } | null = null;
      let wrong: { prompt: string; correct: string; typed: string } | null = null;
      for (let index = 1; index <= TOTAL; index += 1) {
        await expect(runner.position(index, TOTAL)).toBeVisible();
        const prompt = await runner.prompt();
        const correct = await runner.correctAnswer();
        let typed = correct;
        if (!typo && index < TOTAL - 1 && correct.length >= 6) typed = withSwap(correct);
        else if (typo && !wrong && correct.length >= 6) typed = misspelt(correct);
        await runner.answerField.fill(typed);
        await runner.answerField.press("Enter");

        if (typed !== correct && !typo) {
          typo = { prompt, correct, typed };
          await expect(runner.position(index + 1, TOTAL)).toBeVisible();
          // The verdict of the answer just given stays above the next question.
          const verdict = feedback(page, TYPO_NOTE);
          await expect(verdict).toContainText(prompt);
          await expect(verdict).toContainText(`You typed ${typed}; expected ${correct}.`);
          const diff = verdict.getByTestId("answer-diff");
          await expect(diff).toBeVisible();
          await expect(diff.locator("del")).not.toHaveCount(0);
          await expect(diff.locator("ins")).not.toHaveCount(0);
          await expectNoViolations(page, `the runner with a typo's verdict (${viewport.width} px)`);
          await verdict.getByRole("button", { name: `Pronounce ${correct}` }).click();
          await expect
            .poll(() => spoken(page))
            .toStrictEqual([{ text: correct, voice: "Test British", lang: "en-GB" }]);

          // Back on that question its answer is shown with the verdict, and can no longer change.
          await page.getByRole("button", { name: "Previous" }).click();
          await expect(runner.position(index, TOTAL)).toBeVisible();
          await expect(runner.answerField).toHaveValue(typed);
          await expect(runner.answerField).not.toBeEditable();
          await expect(feedback(page, TYPO_NOTE)).toContainText(`You typed ${typed}; expected ${correct}.`);
          await expect(feedback(page, TYPO_NOTE)).not.toContainText(prompt);
          await page.getByRole("button", { name: "Next", exact: true }).click();
        } else if (typed !== correct) {
          wrong = { prompt, correct, typed };
          if (index < TOTAL) await expect(runner.position(index + 1, TOTAL)).toBeVisible();
          await expect(feedback(page, "Not quite")).toContainText(`You typed ${typed}; expected ${correct}.`);
        } else if (index < TOTAL) {
          await expect(feedback(page, "Correct")).toContainText(correct);
        }
      }
      expect(typo && wrong, "a typo and a wrong answer were typed").toBeTruthy();

      const dialog = await runner.confirmSubmission();
      // The typo counts as correct; the wrong answer does not.
      await expect(dialog.getByTestId("score")).toHaveText(`${Math.floor(((TOTAL - 1) / TOTAL) * 100)}%`);
      await expect(dialog).toContainText(`(${TOTAL - 1} of ${TOTAL} correct)`);
      const typoRow = dialog.getByRole("row", { name: new RegExp(typo!.prompt) });
      await expect(typoRow).toContainText(TYPO_NOTE);
      await expect(typoRow).toContainText(`You typed ${typo!.typed}; expected ${typo!.correct}.`);
      await expect(typoRow.getByTestId("answer-diff")).toBeVisible();
      await expect(typoRow.getByLabel("Correct")).toBeVisible();
      const wrongRow = dialog.getByRole("row", { name: new RegExp(wrong!.prompt) });
      await expect(wrongRow).toContainText(`You typed ${wrong!.typed}; expected ${wrong!.correct}.`);
      await expect(wrongRow).not.toContainText(TYPO_NOTE);
      await expect(wrongRow.getByLabel("Wrong")).toBeVisible();
      await expect(dialog.getByTestId("answer-diff")).toHaveCount(2);
      await expect(dialog.getByRole("button", { name: /^Pronounce / })).toHaveCount(TOTAL);
      await wrongRow.getByRole("button", { name: `Pronounce ${wrong!.correct}` }).click();
      await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe(wrong!.correct);
      expect(
        await sidewaysScroll(dialog.locator("table")),
        "the answers scroll sideways",
      ).toBeLessThanOrEqual(0);
      await expectNoViolations(page, `the result dialog with diffs (${viewport.width} px)`);
    });
  });
}

test.describe("the pronounce button", () => {
  test("is on every vocabulary row when the browser has an English voice, and works from the keyboard", async ({
    page,
  }) => {
    await fakeSpeech(page, [BRITISH_VOICE]);
    await page.goto("/units/travel/vocabulary");
    const words = sortedWords("travel");
    await expect(page.getByRole("button", { name: /^Pronounce / })).toHaveCount(words.length);
    const first = page.getByRole("button", { name: `Pronounce ${words[0]!.en}` });
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => spoken(page))
      .toStrictEqual([{ text: words[0]!.en, voice: "Test British", lang: "en-GB" }]);
    await expectNoViolations(page, "the vocabulary with pronounce buttons");
  });

  test("leaves the vocabulary within a phone's screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await fakeSpeech(page, [BRITISH_VOICE]);
    await page.goto("/units/travel/vocabulary");
    await expect(page.getByRole("button", { name: /^Pronounce / })).toHaveCount(TOTAL);
    expect(await sidewaysScroll(page.getByRole("table")), "the table scrolls sideways").toBeLessThanOrEqual(
      0,
    );
    await expectNoHorizontalOverflow(page);
    await expectNoViolations(page, "the vocabulary with pronounce buttons (360 px)");
  });

  test("is absent without an English voice and appears when one loads", async ({ page }) => {
    await fakeSpeech(page, [RUSSIAN_VOICE]);
    await page.goto("/units/travel/vocabulary");
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pronounce / })).toHaveCount(0);
    // Browsers load their voices after the page and say so with "voiceschanged".
    await changeVoices(page, [RUSSIAN_VOICE, { name: "Test American", lang: "en-US" }]);
    await expect(page.getByRole("button", { name: /^Pronounce / })).toHaveCount(TOTAL);
    await page
      .getByRole("button", { name: /^Pronounce / })
      .first()
      .click();
    await expect.poll(async () => (await spoken(page))[0]?.voice).toBe("Test American");

    // A guest's test: the verdict comes without a button.
    await fakeSpeech(page, []);
    const runner = new TestRunnerPage(page, "travel", "words-writing");
    await runner.open();
    await runner.answerField.fill(await runner.correctAnswer());
    await runner.answerField.press("Enter");
    await expect(feedback(page, "Correct")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pronounce / })).toHaveCount(0);
  });

  test("is absent where the browser cannot speak at all", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await fakeSpeech(page, null);
    await page.goto("/units/travel/vocabulary");
    await expect(page.getByRole("table")).toBeVisible();
    const runner = new TestRunnerPage(page, "travel", "words-writing");
    await runner.open();
    await runner.answerField.fill("something");
    await runner.answerField.press("Enter");
    await expect(feedback(page, "Not quite")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pronounce / })).toHaveCount(0);
    expect(errors).toStrictEqual([]);
  });
});
