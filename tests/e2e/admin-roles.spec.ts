import { adminMenu, logInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";

const forbidden = "Error: 403 Access denied";

test.describe("who may open the administration: an administrator", () => {
  test.use({ signedInAs: "admin", section: "" });

  test("an administrator sees the six sections in the spec's order", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Administration", level: 1 })).toBeVisible();
    const links = adminMenu(page).getByRole("link");
    await expect(links).toHaveText(["Units", "Words", "Phrases", "Scopes", "Endpoints", "Users"]);
    for (const section of ["units", "words", "phrases", "scopes", "endpoints", "users"]) {
      await expect(
        adminMenu(page).getByRole("link", { name: new RegExp(`^${section}$`, "i") }),
      ).toHaveAttribute("href", `/administration/${section}`);
    }
    await adminMenu(page).getByRole("link", { name: "Scopes" }).click();
    await expect(page).toHaveURL("/administration/scopes");
    await expect(adminMenu(page).getByRole("link", { name: "Scopes" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { name: "List of scopes" })).toBeVisible();
  });
});

test.describe("who may open the administration: an editor", () => {
  test.use({ signedInAs: "editor", section: "" });

  test("an editor sees only Units, Words and Phrases and gets the 403 page elsewhere", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Administration", level: 1 })).toBeVisible();
    await expect(adminMenu(page).getByRole("link")).toHaveText(["Units", "Words", "Phrases"]);

    await adminMenu(page).getByRole("link", { name: "Words" }).click();
    await expect(page.getByRole("heading", { name: "List of words" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add word" })).toBeVisible();
    // The CSV buttons each stand for a call: an editor imports words (seeded), not phrases or units.
    await expect(page.getByRole("link", { name: "Export" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Import" })).toBeVisible();
    await adminMenu(page).getByRole("link", { name: "Phrases" }).click();
    await expect(page.getByRole("heading", { name: "List of phrases" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Import" })).toHaveCount(0);
    await adminMenu(page).getByRole("link", { name: "Units" }).click();
    await expect(page.getByRole("heading", { name: "List of units" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Import" })).toHaveCount(0);

    for (const section of ["scopes", "endpoints", "users"]) {
      const response = await page.goto(`/administration/${section}`);
      expect(response?.status(), section).toBe(403);
      await expect(page.getByRole("heading", { name: forbidden })).toBeVisible();
      await expect(page.getByRole("heading", { name: `List of ${section}` })).toHaveCount(0);
    }
    // A detail page is guarded too, not only the list.
    const response = await page.goto("/administration/scopes/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: forbidden })).toBeVisible();
    await expect(page.getByLabel("Value", { exact: true })).toHaveCount(0);
  });
});

test.describe("who may open the administration: a learner", () => {
  test.use({ signedInAs: "learner" });

  test("a learner opening the administration gets the 403 page", async ({ page }) => {
    const response = await page.goto("/administration");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: forbidden })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Administration", level: 1 })).toHaveCount(0);
    await expect(adminMenu(page)).toHaveCount(0);
    const words = await page.goto("/administration/words");
    expect(words?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "List of words" })).toHaveCount(0);
  });
});

test.describe("who may open the administration: a guest", () => {
  test("a guest is sent to login, which remembers the section", async ({ page }) => {
    await page.goto("/administration");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fadministration");
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
    await page.goto("/administration/endpoints");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fadministration%2Fendpoints");
    await logInAsAdmin(page);
    await expect(page).toHaveURL("/administration/endpoints");
    await expect(page.getByRole("heading", { name: "List of endpoints" })).toBeVisible();
  });
});
