import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { VIEWPORTS } from "./support/axe";
import { adminMenu } from "./support/admin";
import { expectNoHorizontalOverflow } from "./support/ui";

/** Fails unless the element lies wholly inside the viewport's width. */
async function expectInsideWidth(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, "element has no box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an unknown address keeps the spec's 404 text and offers the way home", async ({ page }) => {
      const response = await page.goto("/units/travel/no/such/page");
      expect(response?.status()).toBe(404);
      const heading = page.getByRole("heading", { level: 1, name: "Error: 404 Resource was not found" });
      await expect(heading).toBeVisible();
      // Inside a card like the app's other pages, not a lone line of red text on the background.
      const onCard = await heading.evaluate((element) => {
        for (let box = element.parentElement; box && box.tagName !== "MAIN"; box = box.parentElement) {
          if (getComputedStyle(box).backgroundColor === "rgb(255, 255, 255)") return true;
        }
        return false;
      });
      expect(onCard, "the 404 text sits on a card").toBe(true);
      const home = page.getByRole("link", { name: "Go home" });
      await expectInsideWidth(page, home);
      await expectNoHorizontalOverflow(page);
      await home.click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { name: "Practice makes perfect" })).toBeVisible();
    });
  });
}

test.describe("the 403 page says what is true of the page refused", () => {
  test.describe("an editor", () => {
    test.use({ signedInAs: "editor" });

    test("opening an administrators' section is told that it is for administrators", async ({ page }) => {
      for (const section of ["users", "scopes", "endpoints"]) {
        const response = await page.goto(`/administration/${section}`);
        expect(response?.status(), section).toBe(403);
        await expect(page.getByRole("heading", { name: "Error: 403 Access denied" })).toBeVisible();
        const main = page.getByRole("main");
        await expect(main).toContainText("This section of the administration is for administrators.");
        // The editor may open the administration: telling them it is open to editors explains nothing.
        await expect(main).not.toContainText("open to editors and administrators");
        // The sections the editor may open stay at hand.
        await expect(adminMenu(page).getByRole("link")).toHaveText(["Units", "Words", "Phrases"]);
      }
    });
  });

  test.describe("a learner", () => {
    test.use({ signedInAs: "learner" });

    test("opening the administration is told who may open it", async ({ page }) => {
      const response = await page.goto("/administration/users");
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Error: 403 Access denied" })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(
        "The administration area is open to editors and administrators.",
      );
      await page.getByRole("link", { name: "Go home" }).click();
      await expect(page).toHaveURL("/");
    });
  });
});
