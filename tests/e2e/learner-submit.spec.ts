import { expect, test } from "./support/fixtures";
import { demoUnit } from "./support/demo";
import { TestRunnerPage } from "./support/test-runner";
import { expectToast } from "./support/ui";

test.describe("a logged-in learner submits a test", () => {
  test("a full words-writing test is scored by the server and shown in a result dialog", async ({
    page,
    loggedInLearner: _learner,
  }) => {
    const words = demoUnit("travel").words;
    const runner = new TestRunnerPage(page, "travel", "words-writing");
    await runner.open();
    await expect(page.getByText("You are not logged in: you can take the test")).toHaveCount(0);
    // One wrong answer (question 3); the others as a learner might type them: any case, extra spaces.
    await runner.answerAll(words.length, (index, correct) =>
      index === 3 ? "wrong answer" : index % 2 ? ` ${correct.toUpperCase()} ` : correct,
    );

    // No submission without the learner's confirmation: No keeps the test open.
    const confirmation = page.getByRole("dialog", { name: "Confirmation message" });
    await expect(confirmation).toContainText("Are you sure that you are going to submit test results?");
    await confirmation.getByRole("button", { name: "No" }).click();
    await expect(confirmation).toBeHidden();
    await page.getByRole("button", { name: "Submit results" }).click();

    const dialog = await runner.confirmSubmission();
    await expectToast(page, "Answers are saved successfully");
    const expected = Math.floor(((words.length - 1) / words.length) * 100);
    await expect(dialog.getByTestId("score")).toHaveText(`${expected}%`);
    await expect(dialog).toContainText(`(${words.length - 1} of ${words.length} correct)`);
    const rows = dialog.locator("tbody").getByRole("row");
    await expect(rows).toHaveCount(words.length);
    await expect(dialog.getByLabel("Wrong")).toHaveCount(1);
    await expect(dialog.getByLabel("Correct")).toHaveCount(words.length - 1);
    await expect(dialog.getByRole("row", { name: /wrong answer/ })).toBeVisible();

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL("/units/travel/tests/words-writing");
    await expect(page.getByRole("link", { name: "Start new test" })).toBeVisible();

    // The unit just tested now carries a badge in the statistics.
    await page.goto("/statistics/words-writing");
    const units = page.getByRole("navigation", { name: "Units" });
    const travel = units.getByRole("link", { name: /Travel/ });
    await expect(travel.getByLabel(`1 result, average ${expected}%`)).toHaveText("1");
    await expect(units.getByRole("link", { name: /Food and Drink/ }).getByLabel(/result/)).toHaveCount(0);
  });

  test("a full phrases test is built from word chips", async ({ page, loggedInLearner: _learner }) => {
    const phrases = demoUnit("travel").phrases;
    const runner = new TestRunnerPage(page, "travel", "phrases");
    await runner.open();
    await expect(page.getByRole("heading", { name: "Test: Phrases" })).toBeVisible();
    // A chip picked moves into the answer line and back; Clear puts every word back.
    const [firstWord, secondWord] = (await runner.correctAnswer()).split(" ");
    await runner.chip(firstWord!).click();
    await runner.chip(secondWord!).click();
    await expect(runner.answerField).toHaveValue(new RegExp(`^${firstWord} ${secondWord}$`, "i"));
    await runner.chip(firstWord!, runner.answerLine).click();
    await expect(runner.answerField).toHaveValue(new RegExp(`^${secondWord}$`, "i"));
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(runner.answerField).toHaveValue("");
    await expect(runner.answerLine.getByRole("button")).toHaveCount(0);

    await runner.answerAll(phrases.length);
    const dialog = await runner.confirmSubmission();
    await expectToast(page, "Answers are saved successfully");
    await expect(dialog.getByTestId("score")).toHaveText("100%");
    await expect(dialog.locator("tbody").getByRole("row")).toHaveCount(phrases.length);
    await expect(dialog.getByRole("columnheader", { name: "Accepted answers" })).toBeVisible();
    await expect(dialog.getByRole("row", { name: new RegExp(phrases[0]!.ru) })).toContainText(
      phrases[0]!.answers.join(" / "),
    );
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL("/units/travel/tests/phrases");
  });
});
