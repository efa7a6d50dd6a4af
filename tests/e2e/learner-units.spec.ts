import { expect, test } from "./support/fixtures";
import { demoUnits, sortedWords } from "./support/demo";

test.describe("a guest browses the units", () => {
  test("the unit list and a unit's home with Vocabulary, Grammar and Tests", async ({ page }) => {
    await page.goto("/units");
    const sidebar = page.getByRole("navigation", { name: "Units" });
    // Units created meanwhile by other tests come after the demo units, which keep their order.
    await expect(sidebar.getByRole("link").first()).toHaveText(demoUnits[0]!.name);
    const names = await sidebar.getByRole("link").allTextContents();
    expect(names.slice(0, demoUnits.length)).toEqual(demoUnits.map((unit) => unit.name));

    await sidebar.getByRole("link", { name: "Travel" }).click();
    await expect(page).toHaveURL("/units/travel");
    await expect(sidebar.getByRole("link", { name: "Travel" })).toHaveAttribute("aria-current", "page");
    await expect(sidebar.getByRole("link", { name: "At Home" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Travel", level: 1 })).toBeVisible();
    for (const label of ["Vocabulary", "Grammar", "Tests"]) {
      await expect(page.getByRole("link", { name: label, exact: true })).toBeVisible();
    }

    await page.getByRole("link", { name: "Grammar", exact: true }).click();
    await expect(page).toHaveURL("/units/travel/grammar");
    await expect(page.getByRole("heading", { name: "Grammar" })).toBeVisible();
    await expect(page.getByText("Grammar content")).toBeVisible();
    // The selected unit stays highlighted on the pages inside it.
    await expect(sidebar.getByRole("link", { name: "Travel" })).toHaveAttribute("aria-current", "page");

    await page.goto("/units/travel");
    await page.getByRole("link", { name: "Tests", exact: true }).click();
    await expect(page).toHaveURL("/units/travel/tests");
    await expect(page.getByRole("link", { name: "Words writing" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Phrases" })).toBeVisible();
    await page.getByRole("link", { name: "Words writing" }).click();
    await expect(page.getByRole("heading", { name: "Test: Words writing" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start new test" })).toHaveAttribute(
      "href",
      "/units/travel/tests/words-writing/in-progress",
    );
    await expect(page.getByRole("link", { name: "Statistics" }).last()).toHaveAttribute(
      "href",
      "/units/travel/tests/words-writing/statistics",
    );
  });

  test("the vocabulary table is sorted by word and filtered by the top-bar search", async ({ page }) => {
    await page.goto("/units/travel");
    await page.getByRole("link", { name: "Vocabulary", exact: true }).click();
    await expect(page).toHaveURL("/units/travel/vocabulary");

    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Word", "Transcription", "Translation"]);
    const rows = table.locator("tbody").getByRole("row");
    const words = sortedWords("travel");
    await expect(rows).toHaveCount(words.length);
    await expect(rows.locator("td:first-child")).toHaveText(words.map((word) => word.en));
    const passport = words.find((word) => word.en === "passport")!;
    await expect(table.getByRole("row", { name: /passport/ })).toHaveText(
      passport.en + passport.transcription + passport.ru,
    );

    // Enter applies the search and writes it into ?q=.
    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toHaveAttribute("placeholder", "Search…");
    await search.fill("PASS");
    await search.press("Enter");
    await expect(page).toHaveURL("/units/travel/vocabulary?q=PASS");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("passport");

    // Leaving the box (blur) applies it too; Russian matches the translation.
    await search.fill("граница");
    await page.getByRole("heading", { name: "Vocabulary" }).click();
    await expect(page).toHaveURL(`/units/travel/vocabulary?q=${encodeURIComponent("граница")}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("border");

    // The filter lives in the URL, so a reload keeps it (rendered by the server).
    await page.reload();
    await expect(search).toHaveValue("граница");
    await expect(rows).toHaveCount(1);

    await search.fill("");
    await search.press("Enter");
    await expect(page).toHaveURL("/units/travel/vocabulary");
    await expect(rows).toHaveCount(words.length);
  });

  test("an unknown unit is a 404", async ({ page }) => {
    const response = await page.goto("/units/no-such-unit/vocabulary");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Error: 404 Resource was not found")).toBeVisible();
  });
});
