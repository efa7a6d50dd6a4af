import type { Page } from "@playwright/test";
import { expectNoViolations, VIEWPORTS } from "./support/axe";
import { demoUnit } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { TestRunnerPage } from "./support/test-runner";
import { expectNoHorizontalOverflow, expectToast } from "./support/ui";

const PHRASES = demoUnit("travel").phrases;
const TOTAL = PHRASES.length;

/** The live region where the runner says how the last answer was judged. */
const feedback = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** The current phrase, and the chips of the bank as the learner reads them. */
async function question(runner: TestRunnerPage) {
  const prompt = await runner.prompt();
  const phrase = PHRASES.find(({ ru }) => ru === prompt)!;
  const chips = await runner.chips.getByRole("button").allTextContents();
  const words = phrase.enQuestion.split(" ");
  const own = new Set(words.map((word) => word.toLowerCase()));
  return { phrase, words, chips, wrong: chips.filter((chip) => !own.has(chip.toLowerCase())) };
}

for (const viewport of VIEWPORTS) {
  test.describe(`the phrases test, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("moves word chips into the answer line and back, judges each answer at once and ends with the result", async ({
      page,
      loggedInLearner: _learner,
    }) => {
      test.setTimeout(120_000);
      await page.goto("/units/travel/tests/phrases");
      await page.getByRole("link", { name: "Start new test" }).click();
      const runner = new TestRunnerPage(page, "travel", "phrases");
      await expect(runner.answerField).toBeFocused();
      await expectNoHorizontalOverflow(page);

      // The bank holds the phrase's words and a few of other phrases; no capital gives the first word away.
      const first = await question(runner);
      for (const word of first.words)
        expect(first.chips.map((chip) => chip.toLowerCase())).toContain(word.toLowerCase());
      expect(first.wrong.length).toBeGreaterThanOrEqual(2);
      expect(first.wrong.length).toBeLessThanOrEqual(4);
      for (const chip of first.chips)
        expect(["I", "London"].includes(chip) || chip === chip.toLowerCase()).toBe(true);

      // A chip picked leaves the bank for the answer line; picked there, it goes back.
      await runner.chip(first.words[0]!).click();
      await runner.chip(first.wrong[0]!).click();
      await expect(runner.answerLine.getByRole("button")).toHaveText([
        new RegExp(`^${first.words[0]}$`, "i"),
        first.wrong[0]!,
      ]);
      await expect(runner.chip(first.wrong[0]!)).toHaveCount(0);
      await runner.chip(first.wrong[0]!, runner.answerLine).click();
      await expect(runner.answerLine.getByRole("button")).toHaveCount(1);
      await expect(runner.chip(first.wrong[0]!)).toBeVisible();
      // The focus stays in the answer line, on the word before the one put back.
      await expect(runner.chip(first.words[0]!, runner.answerLine)).toBeFocused();
      // The rest by keyboard: a picked chip hands the focus to the next chip of the bank.
      for (const word of first.words.slice(1)) {
        await runner.chip(word).focus();
        await page.keyboard.press("Enter");
        await expect(runner.chips.locator("button:focus")).toHaveCount(1);
      }
      await expect(runner.answerField).toHaveValue(new RegExp(`^${first.phrase.enQuestion}$`, "i"));
      await runner.answerButton.click();

      const right = feedback(page, "Correct");
      await expect(right).toContainText(first.phrase.ru);
      await expect(right).toContainText(first.phrase.answers.join(" / "));
      await expect(right.getByTestId("answer-diff")).toHaveCount(0);

      // The second answer ends with a word of another phrase instead of its own last word.
      await expect(runner.position(2, TOTAL)).toBeVisible();
      const second = await question(runner);
      const given = [...second.words.slice(0, -1), second.wrong[0]!];
      await runner.buildWithChips(given.join(" "));
      await runner.answerButton.click();
      const wrong = feedback(page, "Not quite");
      await expect(wrong).toContainText(second.phrase.ru);
      const diff = wrong.getByTestId("answer-diff");
      await expect(diff).toBeVisible();
      // Word by word: the wrong word struck through, the phrase's own beside it.
      await expect(diff.locator("del")).toHaveText([second.wrong[0]!]);
      await expect(diff.locator("ins")).toHaveText([second.words.at(-1)!]);
      await expect(wrong).toContainText(
        `${second.phrase.answers.length > 1 ? "Accepted answers" : "Answer"}: ${second.phrase.answers.join(" / ")}`,
      );
      await expectNoHorizontalOverflow(page);
      await expectNoViolations(
        page,
        `the phrases runner with a wrong answer's verdict (${viewport.width} px)`,
      );

      // An answered phrase cannot change: its chips are disabled.
      await page.getByRole("button", { name: "Previous" }).click();
      await expect(runner.answerLine.getByRole("button").first()).toBeDisabled();
      await page.getByRole("button", { name: "Next", exact: true }).click();

      await expect(runner.position(3, TOTAL)).toBeVisible();
      for (let index = 3; index <= TOTAL; index += 1) {
        await expect(runner.position(index, TOTAL)).toBeVisible();
        // Typing stays possible, in any letter case.
        if (index === TOTAL) await runner.answerField.fill((await runner.correctAnswer()).toLowerCase());
        else await runner.buildWithChips(await runner.correctAnswer());
        await runner.answerButton.click();
      }

      const dialog = await runner.confirmSubmission();
      await expectToast(page, "Answers are saved successfully");
      await expect(dialog.getByTestId("score")).toHaveText(`${Math.floor(((TOTAL - 1) / TOTAL) * 100)}%`);
      await expect(dialog).toContainText(`(${TOTAL - 1} of ${TOTAL} correct)`);
      const wrongRow = dialog.getByRole("row", { name: new RegExp(second.phrase.ru) });
      await expect(wrongRow.getByLabel("Wrong")).toBeVisible();
      await expect(wrongRow.getByTestId("answer-diff").locator("del")).toHaveText([second.wrong[0]!]);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page).toHaveURL("/units/travel/tests/phrases");
    });
  });
}
