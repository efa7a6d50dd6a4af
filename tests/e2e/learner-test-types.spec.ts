import { TEST_TYPES } from "../../lib/domain/test-types";
import { expect, test } from "./support/fixtures";
import enTestTypes from "../../messages/en/testTypes.json" with { type: "json" };
import { demoUnit } from "./support/demo";
import { BRITISH_VOICE, fakeSpeech } from "./support/speech";

// Every type of the list has its pages, named and described by its texts in the English catalogue.
const textsOf = (slug: (typeof TEST_TYPES)[number]["slug"]) => enTestTypes[slug];

test.describe("the pages of every test type", () => {
  // A browser with an English voice, where every type is offered (listening needs one).
  test.beforeEach(async ({ page }) => {
    await fakeSpeech(page, [BRITISH_VOICE]);
  });

  test("a unit's tests page and /statistics offer each type with its description", async ({ page }) => {
    await page.goto("/units/travel/tests");
    for (const type of TEST_TYPES) {
      const texts = textsOf(type.slug);
      const link = page.getByRole("link", { name: texts.label, exact: true });
      await expect(link).toHaveAttribute("href", `/units/travel/tests/${type.slug}`);
      await expect(page.getByText(texts.choice, { exact: true })).toBeVisible();
    }

    await page.goto("/statistics");
    for (const type of TEST_TYPES) {
      const texts = textsOf(type.slug);
      const link = page.getByRole("link", { name: texts.label });
      await expect(link).toHaveAttribute("href", `/statistics/${type.slug}`);
      await expect(link).toContainText(texts.statistics);
    }
  });

  for (const type of TEST_TYPES) {
    test(`${type.slug}: its page, its test and its statistics`, async ({ page }) => {
      const texts = textsOf(type.slug);
      const count = demoUnit("travel")[type.asks].length;
      await page.goto(`/units/travel/tests/${type.slug}`);
      await expect(page.getByRole("heading", { name: `Test: ${texts.label}` })).toBeVisible();
      await expect(page.getByText(`${count} ${type.asks}, asked once each in a random order.`)).toContainText(
        texts.howTo,
      );

      await page.getByRole("link", { name: "Start new test" }).click();
      await expect(page).toHaveURL(`/units/travel/tests/${type.slug}/in-progress`);
      await expect(page.getByText(texts.instruction, { exact: true })).toBeVisible();

      await page.goto(`/statistics/${type.slug}/travel`);
      await expect(page.getByRole("heading", { name: `Statistics ${texts.label}`, level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Start new test" })).toHaveAttribute(
        "href",
        `/units/travel/tests/${type.slug}/in-progress`,
      );
    });
  }
});
