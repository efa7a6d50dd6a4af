import type { Page } from "@playwright/test";
import { expectNoViolations, VIEWPORTS } from "./support/axe";
import { demoUnit } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { BRITISH_VOICE, changeVoices, fakeSpeech, RUSSIAN_VOICE, spoken } from "./support/speech";
import { TestRunnerPage } from "./support/test-runner";
import { expectNoHorizontalOverflow } from "./support/ui";

const WORDS = demoUnit("travel").words;
const TOTAL = WORDS.length;
const NO_VOICE =
  "Listening reads English words aloud, and this browser has no English voice. Try another browser or device.";

/** The live region where the runner says how the last answer was judged. */
const feedback = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** What the page last asked the voice to say. */
const lastSpoken = async (page: Page) => (await spoken(page)).at(-1)?.text;

/** The demo word whose English (first spelling) was spoken. */
const wordSpoken = (text: string) => WORDS.find(({ en }) => en.split("/")[0]!.trim() === text)!;

for (const viewport of VIEWPORTS) {
  test.describe(`the listening test, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("speaks each word, takes it typed with a typo forgiven, and lands in statistics with a chart and a badge", async ({
      page,
      loggedInLearner: _learner,
    }) => {
      test.setTimeout(120_000);
      await fakeSpeech(page, [RUSSIAN_VOICE, BRITISH_VOICE]);
      await page.goto("/units/travel/tests");
      await page.getByRole("link", { name: "Listening", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Test: Listening" })).toBeVisible();
      await page.getByRole("link", { name: "Start new test" }).click();
      const runner = new TestRunnerPage(page, "travel", "listening");
      await expect(page.getByText("Write what you hear", { exact: true })).toBeVisible();
      await expect(runner.answerField).toBeFocused();

      // The word is spoken as the question appears, in the English voice, and again on request.
      await expect.poll(() => spoken(page)).toHaveLength(1);
      const [first] = await spoken(page);
      expect(first).toMatchObject({ voice: "Test British", lang: "en-GB" });
      await expect(page.locator("#test-prompt")).toHaveText("Listen, then type the English word.");
      await page.getByRole("button", { name: "Hear it again" }).click();
      await expect.poll(() => spoken(page)).toHaveLength(2);
      expect((await spoken(page))[1]!.text).toBe(first!.text);
      await expectNoHorizontalOverflow(page);
      await expectNoViolations(page, `the listening runner (${viewport.width} px)`);

      const typed: string[] = [];
      for (let index = 1; index <= TOTAL; index += 1) {
        await expect(runner.position(index, TOTAL)).toBeVisible();
        await expect.poll(() => spoken(page)).toHaveLength(index + 1);
        const word = wordSpoken((await lastSpoken(page))!);
        const en = word.en.split("/")[0]!.trim();
        // The first answer drops a letter of a long word (a typo), the second is wrong, the rest right.
        const answer = index === 1 ? en.slice(0, -1) : index === 2 ? "zzz" : en;
        typed.push(answer);
        await runner.answerField.fill(answer);
        await runner.answerField.press("Enter");
        if (index === 1) {
          const verdict = feedback(page, en.length >= 4 ? "Accepted — check the spelling" : "Not quite");
          // Once answered, the Russian is shown with the verdict.
          await expect(verdict).toContainText(word.ru);
          await expect(verdict).toContainText(`You typed ${answer}; expected ${en}.`);
        }
        if (index === 2) await expect(feedback(page, "Not quite")).toContainText(word.ru);
      }

      const dialog = await runner.confirmSubmission();
      const right = TOTAL - (typed[0]!.length >= 3 ? 1 : 2);
      await expect(dialog).toContainText(`(${right} of ${TOTAL} correct)`);
      await expect(dialog.getByRole("columnheader", { name: "Russian" })).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page).toHaveURL("/units/travel/tests/listening");

      await page.goto("/statistics/listening");
      const travel = page.getByRole("navigation", { name: "Units" }).getByRole("link", { name: /Travel/ });
      await expect(travel.getByLabel(/^1 result, average \d+%$/)).toHaveText("1");
      await travel.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistics Listening");
      const bars = page.getByRole("group", { name: "Results of Listening, Travel" }).getByRole("button");
      await expect(bars).toHaveCount(1);
      await bars.first().click();
      const answers = page.getByRole("dialog", { name: /^Test result/ });
      await expect(answers.locator("tbody").getByRole("row")).toHaveCount(TOTAL);
      await expect(answers.getByTestId("answer-diff")).toHaveCount(2);
    });
  });
}

test.describe("listening needs an English voice", () => {
  test("without one, the tests page and the test say so instead; a voice arriving brings the test back", async ({
    page,
  }) => {
    await fakeSpeech(page, [RUSSIAN_VOICE]);
    await page.goto("/units/travel/tests");
    await expect(page.getByText(NO_VOICE)).toBeVisible();
    await expect(page.getByRole("link", { name: "Listening", exact: true })).toHaveCount(0);
    // The other types are offered as ever.
    await expect(page.getByRole("link", { name: "Recognition", exact: true })).toBeVisible();
    await expectNoViolations(page, "the tests page without an English voice");

    await changeVoices(page, [RUSSIAN_VOICE, { name: "Test American", lang: "en-US" }]);
    await expect(page.getByRole("link", { name: "Listening", exact: true })).toBeVisible();
    await expect(page.getByText(NO_VOICE)).toHaveCount(0);

    await page.goto("/units/travel/tests/listening/in-progress");
    await expect(page.getByRole("textbox", { name: "Your answer" })).toBeVisible();
    await changeVoices(page, [RUSSIAN_VOICE]);
    await expect(page.getByText(NO_VOICE)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your answer" })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to tests" }).click();
    await expect(page).toHaveURL("/units/travel/tests");
  });

  test("where the browser cannot speak at all, listening is not offered and nothing breaks", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await fakeSpeech(page, null);
    await page.goto("/units/travel/tests");
    await expect(page.getByText(NO_VOICE)).toBeVisible();
    await page.goto("/units/travel/tests/listening/in-progress");
    await expect(page.getByText(NO_VOICE)).toBeVisible();
    expect(errors).toStrictEqual([]);
  });
});
