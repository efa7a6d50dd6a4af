import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { demoUnits, sortedWords } from "./support/demo";
import { BRITISH_VOICE, fakeSpeech } from "./support/speech";
import { TestRunnerPage } from "./support/test-runner";
import { expectNoHorizontalOverflow } from "./support/ui";

test.use({ viewport: { width: 360, height: 740 } });

/** Fails when the element reaches past the right edge of the phone's screen. */
async function expectInsideScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, "element has no box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
}

test.describe("on a phone (360 px wide)", () => {
  test("the vocabulary table fits the screen", async ({ page }) => {
    await page.goto("/units/travel/vocabulary");
    const table = page.getByRole("table");
    await expect(table.locator("tbody").getByRole("row")).toHaveCount(sortedWords("travel").length);
    await expectNoHorizontalOverflow(page);
    // The table may scroll on its own when words are long; the demo unit's words fit without it.
    const sideways = await table.evaluate((element) => {
      const box = element.parentElement!;
      return box.scrollWidth - box.clientWidth;
    });
    expect(sideways, "the table scrolls sideways").toBeLessThanOrEqual(0);
    for (const header of ["Word", "Transcription", "Translation"]) {
      await expectInsideScreen(table.getByRole("columnheader", { name: header }));
    }
    await expectInsideScreen(page.getByRole("cell", { name: "поездка, путешествие" }));
    // The unit list becomes a row of pills that scrolls on its own.
    await expect(
      page.getByRole("navigation", { name: "Units" }).getByRole("link", { name: "Travel" }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test("every unit's vocabulary fits the screen with its pronunciation buttons, long words included", async ({
    page,
    arranged,
    tag,
  }) => {
    // With a voice every row has a pronunciation button beside its transcription.
    await fakeSpeech(page, [BRITISH_VOICE]);
    const long = await arranged.create<{ id: number }>("words", {
      en: "internationalisation",
      ru: `интернационализация ${tag}`,
      transcription: "/ˌɪntəˌnæʃənəlaɪˈzeɪʃən/",
      url: `internationalisation-${tag}`,
    });
    const other = await arranged.word("responsibility", "ответственность, обязанность", "/rɪˌspɒnsəˈbɪləti/");
    const ids = [long.id, other.id];
    const longUnit = `long-words-${tag}`;
    await arranged.create("units", { name: `Long words ${tag}`, url: longUnit, words: ids, phrases: [] });

    for (const unit of [...demoUnits.map((demo) => demo.url), longUnit]) {
      await page.goto(`/units/${unit}/vocabulary`);
      const table = page.getByRole("table");
      const rows = table.locator("tbody").getByRole("row");
      await expect(rows.first().getByRole("button", { name: /^Pronounce / })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      // Nothing of the table is clipped: it needs no sideways scrolling of its own either.
      const sideways = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(sideways, `${unit}: the table is wider than its box`).toBeLessThanOrEqual(0);
      const boxOverflow = await table.evaluate((element) => {
        const box = element.parentElement!;
        return box.scrollWidth - box.clientWidth;
      });
      expect(boxOverflow, `${unit}: the table scrolls sideways`).toBeLessThanOrEqual(0);
      for (const cell of await rows.locator("td:nth-child(3)").all()) await expectInsideScreen(cell);
      for (const header of ["Word", "Transcription", "Translation"]) {
        await expectInsideScreen(table.getByRole("columnheader", { name: header }));
      }
    }
  });

  test("a words-writing test and its result can be used", async ({ page, loggedInLearner: _learner }) => {
    const runner = new TestRunnerPage(page, "travel", "words-writing");
    await runner.open();
    await expectNoHorizontalOverflow(page);
    for (const name of ["Previous", "Next", "Answer"]) {
      await expectInsideScreen(page.getByRole("button", { name, exact: true }));
    }
    await runner.answerAll(12);
    const result = await runner.confirmSubmission();
    await expectInsideScreen(result);
    await expectInsideScreen(result.getByRole("button", { name: "Close" }));
    await expectNoHorizontalOverflow(page);
    await result.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL("/units/travel/tests/words-writing");
  });

  test("a phrases test's chips wrap inside the screen", async ({ page }) => {
    const runner = new TestRunnerPage(page, "travel", "phrases");
    await runner.open();
    await expectNoHorizontalOverflow(page);
    const chips = runner.chips.getByRole("button");
    for (const chip of await chips.all()) await expectInsideScreen(chip);
    await runner.buildWithChips(await runner.correctAnswer());
    await runner.answerButton.click();
    await expect(runner.position(2, 6)).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
