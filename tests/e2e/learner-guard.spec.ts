import { DEMO, logIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.describe("the login guard", () => {
  test("a guest opening the personal account logs in and comes back to it", async ({ page, learner }) => {
    await page.goto("/personal-account");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fpersonal-account");
    await logIn(page, learner.login, learner.password);
    await expect(page).toHaveURL("/personal-account");
    await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
    await expect(page.getByLabel("Login", { exact: true })).toHaveValue(learner.login);
  });

  test("a guest opening the administration comes back to it after logging in", async ({ page }) => {
    await page.goto("/administration/units");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fadministration%2Funits");
    // Logging in changes nothing, so the shared demo administrator is safe to use here.
    await logIn(page, DEMO.admin.login, DEMO.admin.password);
    await expect(page).toHaveURL("/administration/units");
    await expect(page.getByRole("heading", { name: "Administration" })).toBeVisible();
  });

  test("a learner is brought back to the administration and refused with a 403 page", async ({
    page,
    learner,
  }) => {
    await page.goto("/administration");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fadministration");
    await logIn(page, learner.login, learner.password);
    await expect(page).toHaveURL("/administration");
    await expect(page.getByRole("heading", { name: "Error: 403 Access denied" })).toBeVisible();

    const response = await page.goto("/administration/users");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Error: 403 Access denied" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Administration" })).toHaveCount(0);
    await page.getByRole("link", { name: "Go home" }).click();
    await expect(page).toHaveURL("/");
  });
});
