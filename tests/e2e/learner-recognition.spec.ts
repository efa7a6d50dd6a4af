import type { Page } from "@playwright/test";
import { expectNoViolations, VIEWPORTS } from "./support/axe";
import { demoUnit } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { TestRunnerPage } from "./support/test-runner";
import { expectNoHorizontalOverflow } from "./support/ui";

const WORDS = demoUnit("travel").words;
const TOTAL = WORDS.length;

/** The live region where the runner says how the last answer was judged. */
const feedback = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** The choices of the question on screen, as the group named by its English word holds them. */
async function choicesOf(page: Page) {
  const prompt = ((await page.locator("#test-prompt").textContent()) ?? "").trim();
  const group = page.getByRole("group", { name: prompt, exact: true });
  const texts = await group.getByRole("button").allTextContents();
  return { prompt, group, texts: texts.map((text) => text.replace(/^\d/, "").trim()) };
}

for (const viewport of VIEWPORTS) {
  test.describe(`the recognition test, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("offers four translations of the unit, is taken with the keys 1 to 4, and lands in statistics with a chart and a badge", async ({
      page,
      loggedInLearner: _learner,
    }) => {
      test.setTimeout(120_000);
      await page.goto("/units/travel/tests");
      await page.getByRole("link", { name: "Recognition", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Test: Recognition" })).toBeVisible();
      await page.getByRole("link", { name: "Start new test" }).click();
      await expect(page.getByText("Choose the translation", { exact: true })).toBeVisible();
      const runner = new TestRunnerPage(page, "travel", "recognition");
      // No field to type in: the choices take the focus, and keys pick.
      await expect(runner.answerField).toHaveCount(0);
      await expect(runner.answerButton).toHaveCount(0);
      await expect((await choicesOf(page)).group).toBeFocused();
      await expectNoHorizontalOverflow(page);
      await expectNoViolations(page, `the recognition runner (${viewport.width} px)`);

      let wrong: { en: string; picked: string; ru: string } | null = null;
      for (let index = 1; index <= TOTAL; index += 1) {
        await expect(page.getByText(`Question ${index} of ${TOTAL}`, { exact: true })).toBeVisible();
        const { prompt, texts } = await choicesOf(page);
        const word = WORDS.find(({ en }) => en === prompt)!;
        expect(texts).toHaveLength(4);
        expect(new Set(texts).size).toBe(4);
        expect(texts).toContain(word.ru);
        // The wrong choices are the unit's own translations.
        for (const text of texts) expect(WORDS.map(({ ru }) => ru)).toContain(text);
        const right = texts.indexOf(word.ru);
        // The second question is answered wrongly, the others rightly.
        const key = index === 2 ? (right + 1) % 4 : right;
        if (index === 2) wrong = { en: prompt, picked: texts[key]!, ru: word.ru };
        await page.keyboard.press(String(key + 1));
        if (index === 1) await expect(feedback(page, "Correct")).toContainText(`${prompt} — ${word.ru}`);
        if (index === 2) {
          const verdict = feedback(page, "Not quite");
          await expect(verdict).toContainText(`You picked: ${wrong!.picked}`);
          await expect(verdict).toContainText(`${prompt} — ${word.ru}`);
          await expectNoViolations(page, `the recognition runner after a wrong pick (${viewport.width} px)`);
          // Back on it, the pick and the right answer are marked and it cannot be picked again.
          await page.getByRole("button", { name: "Previous" }).click();
          const { group } = await choicesOf(page);
          await expect(group.getByRole("button", { name: `${wrong!.picked} your answer` })).toBeDisabled();
          await expect(group.getByRole("button", { name: `${word.ru} correct answer` })).toBeDisabled();
          await page.keyboard.press("1");
          await expect(page.getByText(`Question 2 of ${TOTAL}`, { exact: true })).toBeVisible();
          await page.getByRole("button", { name: "Next", exact: true }).click();
        }
      }

      const dialog = await runner.confirmSubmission();
      await expect(dialog).toContainText(`(${TOTAL - 1} of ${TOTAL} correct)`);
      await expect(dialog.getByRole("columnheader", { name: "English" })).toBeVisible();
      const wrongRow = dialog.getByRole("row", { name: new RegExp(`^${wrong!.en} `) });
      await expect(wrongRow).toContainText(wrong!.picked);
      await expect(wrongRow.getByLabel("Wrong")).toBeVisible();
      // A pick is shown as picked, not set letter by letter against the answer.
      await expect(dialog.getByTestId("answer-diff")).toHaveCount(0);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page).toHaveURL("/units/travel/tests/recognition");

      await page.goto("/statistics/recognition");
      const travel = page.getByRole("navigation", { name: "Units" }).getByRole("link", { name: /Travel/ });
      await expect(travel.getByLabel(/^1 result, average \d+%$/)).toHaveText("1");
      await travel.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistics Recognition");
      const bars = page.getByRole("group", { name: "Results of Recognition, Travel" }).getByRole("button");
      await expect(bars).toHaveCount(1);
      await expect(bars.first()).toHaveAccessibleName(
        new RegExp(`: ${Math.floor(((TOTAL - 1) / TOTAL) * 100)}%$`),
      );
      await bars.first().click();
      const answers = page.getByRole("dialog", { name: /^Test result/ });
      await expect(answers.locator("tbody").getByRole("row")).toHaveCount(TOTAL);
      await expectNoViolations(page, `the recognition result (${viewport.width} px)`);
    });
  });
}

test("a number typed in a field is not a pick", async ({ page }) => {
  await page.goto("/units/travel/tests/recognition/in-progress");
  const { group } = await choicesOf(page);
  await expect(group).toBeFocused();
  const search = page.getByRole("searchbox").first();
  await search.fill("2");
  await expect(page.getByText(`Question 1 of ${TOTAL}`, { exact: true })).toBeVisible();
  await expect(page.getByText("0 answered")).toBeVisible();
});
