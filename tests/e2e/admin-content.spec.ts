import { adminToken, apiCreate } from "./support/admin-api";
import {
  button,
  deleteOpenItem,
  expectEditKept,
  expectFieldError,
  expectOpenItem,
  expectRefusals,
  fillForm,
  openNewForm,
  save,
} from "./support/admin-form";
import { REMOVAL } from "./support/admin-removal";
import { entityList } from "./support/admin-list";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/ui";

test.describe("administration of words", () => {
  test.use({ signedInAs: "admin", section: "words" });

  test("words: create, edit, a server message under the URL field, delete", async ({ page, tag }) => {
    const en = `e2e word ${tag}`;
    const url = `e2e-word-${tag}`;
    const urlField = page.getByLabel("URL", { exact: true });
    await openNewForm(page, "Add word", "Word");

    await fillForm(page, { "English word": en, "Russian translation": "слово", Transcription: "/wɜːd/" });
    await urlField.fill(url);
    // The form submits on Enter.
    await urlField.press("Enter");
    await expectToast(page, "Word is saved successfully");
    await expect(page).toHaveURL(`/administration/words/${url}`);
    await expectOpenItem(page, "List of words", en);

    await expectEditKept(page, "Word is saved successfully", "Russian translation", "слово-2");

    // An invalid url, then one that another word already has: the server's message, in red, under URL.
    await button(page, "Edit").click();
    await expectRefusals(urlField, "Error during word saving", [
      ["Not A Slug", "URL may contain only lowercase letters, digits and single hyphens"],
      ["apple", "A word with this URL already exists"],
    ]);
    await expect(button(page, "Save")).toBeVisible();

    await deleteOpenItem(page, REMOVAL.word(en));
  });
});

test.describe("administration of phrases", () => {
  test.use({ signedInAs: "admin", section: "phrases" });

  test("phrases: create, edit, a server message under the URL field, delete", async ({ page, tag }) => {
    const ru = `e2e фраза ${tag}`;
    const url = `e2e-phrase-${tag}`;
    const firstAnswer = page.getByRole("textbox", { name: "Answer 1" });
    const urlField = page.getByLabel("URL", { exact: true });
    await openNewForm(page, "Add new", "Phrase");
    // An empty default is a single blank answer row.
    await expect(page.getByRole("textbox", { name: /^Answer \d+$/ })).toHaveCount(1);
    await expect(firstAnswer).toHaveValue("");

    await fillForm(page, { "English words": "I like tea", "Russian phrase": ru });
    await firstAnswer.fill("I like tea.");
    await urlField.fill(url);
    await save(page, "Phrase was saved successfully", `/administration/phrases/${url}`);
    await expectOpenItem(page, "List of phrases", ru);

    await expectEditKept(page, "Phrase was saved successfully", "English words", "I really like tea");

    await button(page, "Edit").click();
    await expectRefusals(urlField, "Phrase was not saved", [
      ["glass-of-water", "A phrase with this URL already exists"],
    ]);
    await urlField.fill(url);
    await firstAnswer.fill("   ");
    await button(page, "Save").click();
    await expectFieldError(page.getByRole("group", { name: "Answers" }), "At least one answer is required");
    await expect(urlField).not.toHaveAttribute("aria-invalid", "true");

    await deleteOpenItem(page, REMOVAL.phrase(ru));
  });

  test("phrases: the answers list inserts after a row and removes only when more than one row", async ({
    page,
    request,
    tag,
  }) => {
    const ru = `e2e ответы ${tag}`;
    const url = `e2e-answers-${tag}`;
    await apiCreate(request, await adminToken(request), "phrases", {
      url,
      enQuestion: "Good morning",
      ru,
      answers: ["Good morning."],
    });
    await page.goto(`/administration/phrases/${url}`);
    const answer = (n: number) => page.getByRole("textbox", { name: `Answer ${n}`, exact: true });
    const rows = page.getByRole("textbox", { name: /^Answer \d+$/ });
    // View mode: the rows are read-only and there are no row controls.
    await expect(answer(1)).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: /answer/ })).toHaveCount(0);

    await button(page, "Edit").click();
    await expect(rows).toHaveCount(1);
    await expect(button(page, "Remove answer 1")).toBeDisabled();

    await button(page, "Add an answer after answer 1").click();
    await expect(rows).toHaveCount(2);
    await expect(answer(2)).toBeFocused();
    await expect(answer(2)).toHaveValue("");
    await answer(2).fill("Morning!");
    await expect(button(page, "Remove answer 1")).toBeEnabled();
    await expect(button(page, "Remove answer 2")).toBeEnabled();

    // Inserting after the first row puts the blank row between the two.
    await button(page, "Add an answer after answer 1").click();
    await expect(rows).toHaveCount(3);
    await expect(answer(2)).toBeFocused();
    await answer(2).fill("Good morning to you.");
    await expect(answer(1)).toHaveValue("Good morning.");
    await expect(answer(3)).toHaveValue("Morning!");

    await button(page, "Remove answer 1").click();
    await expect(rows).toHaveCount(2);
    await expect(answer(1)).toHaveValue("Good morning to you.");
    await expect(answer(2)).toHaveValue("Morning!");
    await button(page, "Remove answer 2").click();
    await expect(rows).toHaveCount(1);
    await expect(button(page, "Remove answer 1")).toBeDisabled();
    await button(page, "Add an answer after answer 1").click();
    await answer(2).fill("Hello!");
    await save(page, "Phrase was saved successfully");

    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(answer(1)).toHaveValue("Good morning to you.");
    await expect(answer(2)).toHaveValue("Hello!");

    await deleteOpenItem(page, REMOVAL.phrase(ru));
  });

  test("phrases: Clone opens a pre-filled create form", async ({ page, request, tag }) => {
    const ru = `e2e клон ${tag}`;
    const url = `e2e-clone-${tag}`;
    await apiCreate(request, await adminToken(request), "phrases", {
      url,
      enQuestion: "See you later",
      ru,
      answers: ["See you later.", "See you."],
    });
    await page.goto(`/administration/phrases/${url}`);
    await button(page, "Edit").click();
    // Clone belongs to view mode.
    await expect(page.getByRole("link", { name: "Clone" })).toHaveCount(0);
    await button(page, "Cancel").click();

    await page.getByRole("link", { name: "Clone" }).click();
    await expect(page).toHaveURL(`/administration/phrases/new?from=${url}`);
    await expect(page.getByRole("heading", { name: "Phrase", exact: true })).toBeVisible();
    await expect(page.getByLabel("English words")).toHaveValue("See you later");
    await expect(page.getByLabel("Russian phrase")).toHaveValue(ru);
    await expect(page.getByRole("textbox", { name: "Answer 1" })).toHaveValue("See you later.");
    await expect(page.getByRole("textbox", { name: "Answer 2" })).toHaveValue("See you.");
    await expect(page.getByLabel("URL", { exact: true })).toHaveValue(`${url}-copy`);
    // The form is a create form: editable, Delete disabled, Clone not offered.
    await expect(page.getByLabel("Russian phrase")).toBeEditable();
    await expect(button(page, "Delete")).toBeDisabled();

    const copy = `e2e клон-копия ${tag}`;
    await page.getByLabel("Russian phrase").fill(copy);
    await save(page, "Phrase was saved successfully", `/administration/phrases/${url}-copy`);
    await expect(page.getByRole("heading", { name: copy, exact: true })).toBeVisible();
    // The source is unchanged and both are listed.
    const list = entityList(page, "List of phrases");
    await expect(list.getByRole("link", { name: ru })).toBeVisible();
    await expect(list.getByRole("link", { name: copy })).toHaveAttribute("aria-current", "true");

    await deleteOpenItem(page, REMOVAL.phrase(copy));
    await page.goto(`/administration/phrases/${url}`);
    await deleteOpenItem(page, REMOVAL.phrase(ru));
  });
});

test.describe("administration of units", () => {
  test.use({ signedInAs: "admin", section: "units" });

  test("units: create with words and phrases, edit, a server message under URL, delete", async ({
    page,
    tag,
  }) => {
    const name = `E2E unit ${tag}`;
    const url = `e2e-unit-${tag}`;
    await openNewForm(page, "Add unit", "Unit");
    await fillForm(page, { Name: name, URL: url });
    const words = page.getByRole("group", { name: /^Words/ });
    const phrases = page.getByRole("group", { name: /^Phrases/ });
    await words.getByRole("checkbox", { name: "apple / яблоко" }).check();
    await phrases.getByRole("checkbox", { name: "Можно мне стакан воды?" }).check();
    await save(page, "Unit has been saved successfully", `/administration/units/${url}`);
    await expectOpenItem(page, "List of units", name);
    await expect(page.getByRole("region", { name: "Selected words" })).toHaveText("apple / яблоко");
    await expect(page.getByRole("region", { name: "Selected phrases" })).toHaveText("Можно мне стакан воды?");

    await button(page, "Edit").click();
    await page.getByLabel("Name", { exact: true }).fill(`${name} renamed`);
    await save(page, "Unit has been saved successfully");
    await expect(page.getByRole("heading", { name: `${name} renamed`, exact: true })).toBeVisible();

    await button(page, "Edit").click();
    await expectRefusals(page.getByLabel("URL", { exact: true }), "Error saving unit", [
      ["food-and-drink", "A unit with this URL already exists"],
    ]);
    await expect(button(page, "Save")).toBeVisible();

    await deleteOpenItem(page, REMOVAL.unit(`${name} renamed`));
  });

  test("units: membership toggles by checkbox and the word pick list filters on en", async ({
    page,
    request,
    tag,
  }) => {
    const name = `E2E members ${tag}`;
    const url = `e2e-members-${tag}`;
    await apiCreate(request, await adminToken(request), "units", { name, url, words: [], phrases: [] });
    await page.goto(`/administration/units/${url}`);
    const words = page.getByRole("group", { name: /^Words/ });
    const phrases = page.getByRole("group", { name: /^Phrases/ });
    // View mode: nothing chosen yet, no checkboxes.
    await expect(page.getByRole("region", { name: "Selected words" })).toHaveText("No data to display");
    await expect(page.getByRole("checkbox")).toHaveCount(0);

    await button(page, "Edit").click();
    const total = await words.getByRole("checkbox").count();
    expect(total).toBeGreaterThanOrEqual(60);
    await expect(words).toContainText(`0 of ${total} selected`);

    // The filter is case-insensitive text on en only (a Russian word finds nothing).
    const filter = page.getByRole("searchbox", { name: "Filter words" });
    await filter.fill("BREA");
    await expect(words.getByRole("checkbox")).toHaveCount(2);
    await expect(words.getByRole("checkbox", { name: "bread / хлеб" })).toBeVisible();
    await expect(words.getByRole("checkbox", { name: "breakfast / завтрак" })).toBeVisible();
    await filter.press("Enter");
    // Enter in the filter does not save the unit.
    await expect(button(page, "Save")).toBeVisible();
    await words.getByRole("checkbox", { name: "bread / хлеб" }).check();
    await words.getByRole("checkbox", { name: "breakfast / завтрак" }).check();
    await expect(words).toContainText(`2 of ${total} selected`);
    await filter.fill("хлеб");
    await expect(words.getByRole("checkbox")).toHaveCount(0);
    await expect(words.getByText("No data to display")).toBeVisible();
    await filter.fill("");
    await expect(words.getByRole("checkbox")).toHaveCount(total);
    await words.getByRole("checkbox", { name: "breakfast / завтрак" }).uncheck();
    await words.getByRole("checkbox", { name: "apple / яблоко" }).check();
    await phrases.getByRole("checkbox", { name: "Я очень хочу есть." }).check();
    await expect(words).toContainText(`2 of ${total} selected`);
    await save(page, "Unit has been saved successfully");

    const chosenWords = page.getByRole("region", { name: "Selected words" }).getByRole("listitem");
    await expect(chosenWords).toHaveText(["apple / яблоко", "bread / хлеб"]);
    await page.reload();
    await expect(chosenWords).toHaveText(["apple / яблоко", "bread / хлеб"]);
    await expect(page.getByRole("region", { name: "Selected phrases" })).toHaveText("Я очень хочу есть.");

    // Toggling again removes the membership.
    await button(page, "Edit").click();
    await words.getByRole("checkbox", { name: "apple / яблоко" }).uncheck();
    await phrases.getByRole("checkbox", { name: "Я очень хочу есть." }).uncheck();
    await save(page, "Unit has been saved successfully");
    await expect(chosenWords).toHaveText(["bread / хлеб"]);
    await expect(page.getByRole("region", { name: "Selected phrases" })).toHaveText("No data to display");

    await deleteOpenItem(page, REMOVAL.unit(name));
  });
});
