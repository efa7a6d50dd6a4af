import { expect, test } from "./support/fixtures";

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

for (const width of [1280, 360]) {
  test(`a guest is one click from a first question at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const start = page.getByRole("region", { name: "Start practising" });
    await expect(start).toContainText("no account needed");

    await start.getByRole("link", { name: "Start a test" }).click();

    await expect(page).toHaveURL(/\/units\/[a-z0-9-]+\/tests\/words-writing\/in-progress$/);
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your answer" })).toBeFocused();
  });
}
