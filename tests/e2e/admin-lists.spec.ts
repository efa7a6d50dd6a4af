import { adminMenu, button, detailCard, entityList, listCard, search, unique } from "./support/admin";
import { expect, test } from "./support/fixtures";

const LISTS = [
  { section: "units", menu: "Units", title: "List of units", add: "Add unit" },
  { section: "words", menu: "Words", title: "List of words", add: "Add word" },
  { section: "phrases", menu: "Phrases", title: "List of phrases", add: "Add new" },
  { section: "scopes", menu: "Scopes", title: "List of scopes", add: "Add scope" },
  { section: "endpoints", menu: "Endpoints", title: "List of endpoints", add: "Add endpoint" },
  { section: "users", menu: "Users", title: "List of users", add: null },
] as const;

test.describe("the common list and detail rules", () => {
  test.use({ signedInAs: "admin" });

  test("a search value that matches nothing shows 'No data to display' in every section", async ({
    page,
  }) => {
    const nothing = `nomatch${unique()}`;
    await page.goto("/administration");
    for (const { section, menu, title } of LISTS) {
      await adminMenu(page).getByRole("link", { name: menu, exact: true }).click();
      await expect(page).toHaveURL(`/administration/${section}`);
      await expect(entityList(page, title).getByRole("link").first()).toBeVisible();
      await search(page, nothing);
      await expect(listCard(page, title).getByText("No data to display", { exact: true })).toBeVisible();
      await expect(entityList(page, title)).toHaveCount(0);
    }
  });

  test("the search filters case-insensitively, survives navigation and the selected item is highlighted", async ({
    page,
  }) => {
    await page.goto("/administration/words");
    await search(page, "APPL");
    const list = entityList(page, "List of words");
    await expect(list.getByRole("link", { name: /^apple/ })).toBeVisible();
    await expect(list.getByRole("link", { name: /^bread/ })).toHaveCount(0);
    // A Russian text finds the word as well (filter: en or ru).
    await search(page, "ХЛЕ");
    await expect(list.getByRole("link", { name: /^bread/ })).toBeVisible();
    await expect(list.getByRole("link", { name: /^apple/ })).toHaveCount(0);

    await list.getByRole("link", { name: /^bread/ }).click();
    await expect(page).toHaveURL("/administration/words/bread?q=%D0%A5%D0%9B%D0%95");
    await expect(list.getByRole("link", { name: /^bread/ })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { name: "bread", exact: true })).toBeVisible();
    await search(page, "a");
    const current = list.locator("[aria-current]");
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(/^bread/);
    await list.getByRole("link", { name: /^apple/ }).click();
    await expect(list.getByRole("link", { name: /^apple/ })).toHaveAttribute("aria-current", "true");
    await expect(list.getByRole("link", { name: /^bread/ })).not.toHaveAttribute("aria-current", /.*/);
  });

  test("the selected item is scrolled into view in a long list", async ({ page }) => {
    await page.goto("/administration/words");
    const list = entityList(page, "List of words");
    const last = list.getByRole("link").last();
    await expect(last).not.toBeInViewport();
    const href = await last.getAttribute("href");
    await page.goto(href!);
    await expect(list.getByRole("link").last()).toHaveAttribute("aria-current", "true");
    await expect(list.getByRole("link").last()).toBeInViewport();
  });

  test("while editing, the list items and the add button are disabled", async ({ page }) => {
    await page.goto("/administration/words/apple");
    const card = listCard(page, "List of words");
    const list = entityList(page, "List of words");
    await expect(list.getByRole("link", { name: /^bread/ })).toBeVisible();
    await expect(card.getByRole("link", { name: "Add word" })).toBeVisible();

    await button(page, "Edit").click();
    await expect(list.getByRole("link")).toHaveCount(0);
    const bread = list
      .getByRole("listitem")
      .filter({ hasText: /^bread/ })
      .locator("span")
      .first();
    await expect(bread).toHaveAttribute("aria-disabled", "true");
    await expect(card.getByRole("link", { name: "Add word" })).toHaveCount(0);
    await expect(card.getByText("Add word", { exact: true })).toHaveAttribute("aria-disabled", "true");
    // The selected item stays marked.
    await expect(list.locator('[aria-current="true"]')).toHaveText(/^apple/);
    // Clicking a locked item goes nowhere.
    await bread.click({ force: true });
    await expect(page).toHaveURL("/administration/words/apple");

    await button(page, "Cancel").click();
    await expect(button(page, "Edit")).toBeVisible();
    await expect(list.getByRole("link", { name: /^bread/ })).toBeVisible();
    await expect(card.getByRole("link", { name: "Add word" })).toBeVisible();
  });

  test("'new' opens create mode in every section: Edit and Delete disabled, Cancel returns to the list", async ({
    page,
  }) => {
    for (const { section, title, add } of LISTS) {
      if (!add) continue;
      await page.goto(`/administration/${section}`);
      await listCard(page, title).getByRole("link", { name: add }).click();
      await expect(page).toHaveURL(`/administration/${section}/new`);
      // Create mode: the fields are editable, there is no enabled Edit, and Delete is disabled.
      await expect(button(page, "Save")).toBeEnabled();
      await expect(page.getByRole("button", { name: "Edit", exact: true, disabled: false })).toHaveCount(0);
      await expect(button(page, "Delete")).toBeDisabled();
      // Creating locks the list like editing does.
      await expect(entityList(page, title).getByRole("link")).toHaveCount(0);
      await expect(listCard(page, title).getByText(add, { exact: true })).toHaveAttribute(
        "aria-disabled",
        "true",
      );

      await button(page, "Cancel").click();
      await expect(page).toHaveURL(`/administration/${section}`);
      await expect(button(page, "Save")).toHaveCount(0);
      await expect(listCard(page, title).getByRole("link", { name: add })).toBeVisible();
      await expect(entityList(page, title).getByRole("link").first()).toBeVisible();
    }
    // Clone, like Edit, is not offered on a phrase that does not exist yet.
    await page.goto("/administration/phrases/new");
    await expect(page.getByRole("link", { name: "Clone" })).toHaveCount(0);
  });

  test("the users list has no add button and the users split is 4/8, the others 5/7", async ({ page }) => {
    const ratio = async (title: string) => {
      const list = await listCard(page, title).boundingBox();
      const detail = await detailCard(page).boundingBox();
      return list!.width / (list!.width + detail!.width);
    };
    await page.goto("/administration/users");
    await expect(listCard(page, "List of users").getByRole("link", { name: /^Add/ })).toHaveCount(0);
    await page.goto("/administration/users/admin");
    expect(await ratio("List of users")).toBeCloseTo(4 / 12, 1);
    await page.goto("/administration/words/apple");
    expect(await ratio("List of words")).toBeCloseTo(5 / 12, 1);
  });
});
