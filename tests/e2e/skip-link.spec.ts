import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectMainNavigation } from "./support/ui";

/** Tab from the top of a freshly loaded page: the skip link first, then main; Tab goes on inside main. */
async function expectSkipLinkToMain(page: Page): Promise<void> {
  const skip = page.getByRole("link", { name: "Skip to main content" });
  const main = page.getByRole("main");
  await expect(main).toHaveCount(1);
  // Hidden until focused: sr-only clips it to one pixel.
  expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box?.width ?? 0, "the focused skip link is shown").toBeGreaterThan(50);
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);

  await page.keyboard.press("Enter");
  await expect(main).toBeFocused();
  await page.keyboard.press("Tab");
  const inMain = await main.evaluate((element) => element.contains(document.activeElement));
  expect(inMain, "the next Tab stays in main, past the top bar").toBe(true);
}

test.describe("the skip link", () => {
  test("leads a learner past the top bar to the vocabulary", async ({ page }) => {
    await page.goto("/units/travel/vocabulary");
    await expect(page.getByRole("banner").getByRole("button", { name: "Open menu" })).toBeVisible();
    await expectSkipLinkToMain(page);
    await expect(page.getByRole("main").getByRole("heading", { name: "Vocabulary" })).toBeVisible();
  });

  test.describe("in the administration", () => {
    test.use({ signedInAs: "admin", section: "words" });

    test("leads past the top bar to the section", async ({ page }) => {
      // A fresh load, so the focus starts at the top of the document.
      await page.reload();
      await expectSkipLinkToMain(page);
      await expect(page.getByRole("main").getByRole("heading", { name: "List of words" })).toBeVisible();
    });
  });

  test("the drawer keeps its links in the main navigation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await expectMainNavigation(page.getByRole("dialog", { name: "Practice" }));
  });
});
