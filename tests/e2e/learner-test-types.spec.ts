import { TEST_TYPES } from "../../lib/domain/test-types";
import { expect, test } from "@playwright/test";
import { demoUnit } from "./support/demo";
import { BRITISH_VOICE, fakeSpeech } from "./support/speech";

// Every type of the list has its pages, named and described by its module.
test.describe("the pages of every test type", () => {
  // A browser with an English voice, where every type is offered (listening needs one).
  test.beforeEach(async ({ page }) => {
    await fakeSpeech(page, [BRITISH_VOICE]);
  });

  test("a unit's tests page and /statistics offer each type with its description", async ({ page }) => {
    await page.goto("/units/travel/tests");
    for (const type of TEST_TYPES) {
      const link = page.getByRole("link", { name: type.label, exact: true });
      await expect(link).toHaveAttribute("href", `/units/travel/tests/${type.slug}`);
      await expect(page.getByText(type.texts.choice, { exact: true })).toBeVisible();
    }

    await page.goto("/statistics");
    for (const type of TEST_TYPES) {
      const link = page.getByRole("link", { name: type.label });
      await expect(link).toHaveAttribute("href", `/statistics/${type.slug}`);
      await expect(link).toContainText(type.texts.statistics);
    }
  });

  for (const type of TEST_TYPES) {
    test(`${type.slug}: its page, its test and its statistics`, async ({ page }) => {
      const count = demoUnit("travel")[type.asks].length;
      await page.goto(`/units/travel/tests/${type.slug}`);
      await expect(page.getByRole("heading", { name: `Test: ${type.label}` })).toBeVisible();
      await expect(
        page.getByText(`${count} ${type.noun}s, asked once each in a random order.`),
      ).toContainText(type.texts.howTo);

      await page.getByRole("link", { name: "Start new test" }).click();
      await expect(page).toHaveURL(`/units/travel/tests/${type.slug}/in-progress`);
      await expect(page.getByText(type.instruction, { exact: true })).toBeVisible();

      await page.goto(`/statistics/${type.slug}/travel`);
      await expect(page.getByRole("heading", { name: `Statistics ${type.label}`, level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Start new test" })).toHaveAttribute(
        "href",
        `/units/travel/tests/${type.slug}/in-progress`,
      );
    });
  }
});
