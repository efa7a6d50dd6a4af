import { expect, test } from "@playwright/test";

test("the home page shows the motto and the city", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Practice makes perfect" })).toBeVisible();
  await expect(page.getByRole("img", { name: "A city skyline at dusk" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Account: not logged in" })).toContainText("Not logged");
});

test("any other path shows the 404 text with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Error: 404 Resource was not found")).toBeVisible();
});
