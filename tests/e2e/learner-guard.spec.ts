import { DEMO, logInThroughGuard } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.describe("the login guard", () => {
  test("a guest opening the personal account logs in and comes back to it", async ({ page, learner }) => {
    await logInThroughGuard(page, "/personal-account", learner.login, learner.password);
    await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
    await expect(page.getByLabel("Login", { exact: true })).toHaveValue(learner.login);
  });

  test("a guest opening the administration comes back to it after logging in", async ({ page }) => {
    // Logging in changes nothing, so the shared demo administrator is safe to use here.
    await logInThroughGuard(page, "/administration/units", DEMO.admin.login, DEMO.admin.password);
    await expect(page.getByRole("heading", { name: "Administration" })).toBeVisible();
  });

  test("a learner is brought back to the administration and refused with a 403 page", async ({
    page,
    learner,
  }) => {
    await logInThroughGuard(page, "/administration", learner.login, learner.password);
    await expect(page.getByRole("heading", { name: "Error: 403 Access denied" })).toBeVisible();

    const response = await page.goto("/administration/users");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Error: 403 Access denied" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Administration" })).toHaveCount(0);
    await page.getByRole("link", { name: "Go home" }).click();
    await expect(page).toHaveURL("/");
  });
});
