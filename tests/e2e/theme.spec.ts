import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** How light the body's background is, 0 to 255 (the light theme's is near white, the dark's near black). */
const bodyLightness = (page: Page) =>
  page.locator("body").evaluate((body) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    return (red + green + blue) / 3;
  });

async function expectBackground(page: Page, theme: "light" | "dark") {
  const lightness = await bodyLightness(page);
  if (theme === "dark") expect(lightness).toBeLessThan(40);
  else expect(lightness).toBeGreaterThan(220);
}

/** The theme switch in the top bar's account menu, opened. */
async function openThemeSwitch(page: Page, account: string, theme: string) {
  await page.getByRole("button", { name: account }).click();
  return page.getByRole("group", { name: theme });
}

test.describe("with a dark system", () => {
  test.use({ colorScheme: "dark" });

  test("the first paint is dark: next-themes' inline script runs by the page's nonce, before any app script", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    // None of the app's scripts load, so whatever themes the page is the server's HTML and its inline script.
    await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForSelector("main", { state: "attached" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
    await expectBackground(page, "dark");
    expect(violations).toEqual([]);
  });

  test("the menu's Light overrides the system's dark and survives a reload; System follows it again", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const theme = await openThemeSwitch(page, "Account: not logged in", "Theme");
    await expect(theme.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
    await theme.getByRole("button", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveCSS("color-scheme", "light");
    await expectBackground(page, "light");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expectBackground(page, "light");
    const again = await openThemeSwitch(page, "Account: not logged in", "Theme");
    await expect(again.getByRole("button", { name: "Light" })).toHaveAttribute("aria-pressed", "true");

    await again.getByRole("button", { name: "System" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectBackground(page, "dark");
  });
});

test("a learner chooses Dark on a light system; the switch is named in Russian on a Russian page", async ({
  page,
  loggedInLearner,
  baseURL,
}) => {
  await page.goto("/units");
  const theme = await openThemeSwitch(page, `Account of ${loggedInLearner.login}`, "Theme");
  await theme.getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectBackground(page, "dark");

  await page.context().addCookies([{ name: "practice-locale", value: "ru", url: baseURL! }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const russian = await openThemeSwitch(page, `Аккаунт ${loggedInLearner.login}`, "Тема");
  await expect(russian.getByRole("button")).toHaveText(["Как в системе", "Светлая", "Тёмная"]);
  await expect(russian.getByRole("button", { name: "Тёмная" })).toHaveAttribute("aria-pressed", "true");
});
