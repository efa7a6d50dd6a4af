// The top bar's search from a page with no list to filter (Home, a unit's
// page) lands on /search: the units and the words that match, each leading
// to where it is learnt. Arranged records carry the test's tag, so a search
// for it finds exactly them.
import { expectNoViolations, VIEWPORTS } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectNoHorizontalOverflow } from "./support/ui";

const searchBox = (page: import("@playwright/test").Page) => page.getByRole("searchbox", { name: "Search" });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a guest searches from Home, sees the unit and the word, and follows the word to its vocabulary", async ({
      page,
      arranged,
      tag,
    }) => {
      const word = await arranged.word("harbour", "гавань", "/ˈhɑːbə/");
      const unit = await arranged.create<{ id: number; name: string; url: string }>("units", {
        name: `Harbour ${tag}`,
        url: `harbour-${tag}`,
        words: [word.id],
        phrases: [],
      });
      const query = `HARBOUR ${tag}`;

      await page.goto("/");
      await searchBox(page).fill(query);
      await searchBox(page).press("Enter");

      await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query).replaceAll("%20", "+")}`);
      await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
      await expect(searchBox(page)).toHaveValue(query);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(
        `1 unit and 1 word match “${query}”.`,
      );
      const units = page.getByRole("region", { name: "Units" });
      await expect(units.getByRole("link")).toHaveText([`${unit.name}1 word · 0 phrases`]);
      const words = page.getByRole("region", { name: "Words" });
      await expect(words.getByRole("listitem")).toHaveText([
        `${word.en}/ˈhɑːbə/гавань` + `Vocabulary of${unit.name} with “${word.en}”`,
      ]);
      await expectNoHorizontalOverflow(page);
      await expectNoViolations(page, `the search results (${viewport.width} px)`);

      await words.getByRole("link", { name: `${unit.name} with “${word.en}”` }).click();
      await expect(page).toHaveURL(`/units/${unit.url}/vocabulary?q=${encodeURIComponent(word.en)}`);
      const rows = page.getByRole("table").locator("tbody").getByRole("row");
      await expect(rows).toHaveText([`${word.en}/ˈhɑːbə/гавань`]);

      // Back on the results, the unit leads to its page.
      await page.goBack();
      await units.getByRole("link", { name: unit.name }).click();
      await expect(page).toHaveURL(`/units/${unit.url}`);
      await expect(page.getByRole("heading", { level: 1, name: unit.name })).toBeVisible();
    });

    test("a learner searches in Russian from a unit's page; nothing found and no text say what to do", async ({
      page,
      loggedInLearner: _learner,
    }) => {
      await page.goto("/units/travel");
      await searchBox(page).fill("билет");
      await searchBox(page).press("Enter");

      await expect(page).toHaveURL(`/search?q=${encodeURIComponent("билет")}`);
      await expect(page.getByRole("main").getByRole("status")).toHaveText("1 word matches “билет”.");
      const ticket = page.getByRole("region", { name: "Words" }).getByRole("listitem");
      await expect(ticket).toContainText("ticket");
      await ticket.getByRole("link", { name: "Travel with “ticket”" }).click();
      await expect(page).toHaveURL("/units/travel/vocabulary?q=ticket");
      await expect(page.getByRole("table").locator("tbody").getByRole("row")).toHaveCount(1);

      // On the results page the box searches again in place.
      await page.goto("/search?q=ticket");
      await searchBox(page).fill("qqqzzzxxx");
      await searchBox(page).press("Enter");
      await expect(page).toHaveURL("/search?q=qqqzzzxxx");
      await expect(page.getByRole("main").getByRole("status")).toHaveText(
        "Nothing matches “qqqzzzxxx”. Check the spelling, try the word in the other language, or browse the units.",
      );
      await page.getByRole("link", { name: "browse the units" }).click();
      await expect(page).toHaveURL("/units");

      await page.goto("/search");
      await expect(
        page.getByText(
          "Type an English or Russian word, or the name of a unit, into the search box at the top and press Enter.",
        ),
      ).toBeVisible();
      await expectNoViolations(page, `the empty search (${viewport.width} px)`);
    });
  });
}

test("a search on Home with nothing typed stays on Home; blur keeps the text", async ({ page }) => {
  await page.goto("/");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL("/");
  await searchBox(page).fill("travel");
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page).toHaveURL("/");
  await expect(searchBox(page)).toHaveValue("travel");
});

test("hostile searches are answered, never a 500", async ({ page }) => {
  for (const [q, shows] of [
    ["%", "Nothing matches “%”."],
    ["_", "Nothing matches “_”."],
    ["\u0000", "Nothing matches"],
    ["🙂 ёжик", "“🙂 ёжик”"],
    ["x".repeat(101), "Error: A search may be at most 100 characters long"],
    ["%".repeat(5_000), "Error: A search may be at most 100 characters long"],
  ] as const) {
    const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
    expect(response?.status(), q.slice(0, 20)).toBe(200);
    await expect(page.getByRole("main")).toContainText(shows);
  }
  // Two values: the first is the search.
  await page.goto("/search?q=ticket&q=travel");
  await expect(page.getByRole("main").getByRole("status")).toHaveText("1 word matches “ticket”.");
});
