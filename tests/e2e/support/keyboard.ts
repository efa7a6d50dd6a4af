import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab until `target` has the focus, as a keyboard user would (fails after `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `not reached with ${limit} Tab presses`).toBeFocused();
}
