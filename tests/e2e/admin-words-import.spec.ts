// A teacher's own word lists from Administration → Words: a header-less
// tab-separated file (Anki, Quizlet), a semicolon file with a byte-order
// mark and Russian-named columns imported into a new unit, the preview
// filtered to new, changed or invalid rows with a changed row's before →
// after, and Undo of the whole import from its toast; and a new word's or
// unit's url following its name in the forms.
import type { APIRequestContext, Page } from "@playwright/test";
import { API } from "./support/accounts";
import { adminToken, expectToast, openNewForm, unitWordIds } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { toasts } from "./support/ui";
import { expect, test } from "./support/fixtures";

test.use({ signedInAs: "admin", section: "words" });

type Word = { id: number; url: string; en: string; ru: string };

const wordsNow = async (request: APIRequestContext) =>
  (await (await request.get(`${API}/words`)).json()) as Word[];

/** Deletes what a test imported: the words and units whose url ends with its tag. */
async function cleanUp(request: APIRequestContext, tag: string) {
  const headers = { "X-Session-Token": await adminToken(request) };
  for (const word of (await wordsNow(request)).filter((each) => each.url.includes(tag)))
    await request.delete(`${API}/words/${word.id}`, { headers });
  const units = (await (await request.get(`${API}/units`)).json()) as Array<{ id: number; url: string }>;
  for (const unit of units.filter((each) => each.url.includes(tag)))
    await request.delete(`${API}/units/${unit.id}`, { headers });
}

/** Opens the import dialog and chooses a file of this text. */
async function chooseFile(page: Page, name: string, text: string) {
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import words" });
  await dialog
    .getByLabel("CSV file")
    .setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(text) });
  // The file is read as it is chosen; the preview sends what was read.
  await expect(dialog.getByLabel("Or paste the rows")).toHaveValue(/\S/);
  await dialog.getByRole("button", { name: "Preview" }).click();
  return dialog;
}

test("a header-less tab-separated file: filtered preview, import, then Undo", async ({
  page,
  request,
  tag,
}) => {
  const file = [`owl ${tag}\tсова\t/aʊl/`, `fox ${tag}\tлиса\t/fɒks/`, `badger ${tag}\tбарсук`].join("\n");
  try {
    const dialog = await chooseFile(page, "anki.txt", file);
    await expect(dialog.getByRole("status")).toHaveText("2 new, 0 changed, 0 unchanged, 1 invalid");
    const rows = dialog.getByRole("region", { name: "Rows of the file" }).getByRole("row");
    await expect(rows).toHaveCount(4);

    await dialog.getByRole("button", { name: "Invalid (1)" }).click();
    await expect(dialog.getByRole("button", { name: "Invalid (1)" })).toHaveAttribute("aria-pressed", "true");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`badger ${tag}`);
    await expect(rows.nth(1)).toContainText("Has 2 cells; the header names 3");
    await dialog.getByRole("button", { name: "New (2)" }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: `badger ${tag}` })).toHaveCount(0);

    await dialog.getByLabel("Skip the invalid rows").check();
    await dialog.getByRole("button", { name: "Import 2 words" }).click();
    await expectToast(page, "Words imported: 2 new, 0 changed");
    await expect(dialog).toBeHidden();
    const imported = (await wordsNow(request)).filter((word) => word.url.endsWith(tag));
    expect(imported.map((word) => word.url).sort()).toStrictEqual([`fox-${tag}`, `owl-${tag}`]);

    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expectToast(page, "The import was undone");
    expect((await wordsNow(request)).filter((word) => word.url.endsWith(tag))).toStrictEqual([]);
  } finally {
    await cleanUp(request, tag);
  }
});

test("a semicolon file with a byte-order mark, imported into a new unit", async ({ page, request, tag }) => {
  const file = `\uFEFFАнглийский;Русский;Транскрипция\r\nCrane ${tag};журавль;/kreɪn/\r\nHeron ${tag};цапля;/ˈherən/\r\n`;
  try {
    const dialog = await chooseFile(page, "teacher.csv", file);
    await expect(dialog.getByRole("status")).toHaveText("2 new, 0 changed, 0 unchanged, 0 invalid");
    await dialog.getByRole("radio", { name: "A new unit" }).check();
    const apply = dialog.getByRole("button", { name: "Import 2 words" });
    await expect(apply).toBeDisabled();
    await dialog.getByLabel("Name of the new unit").fill(`Birds ${tag}`);
    await apply.click();
    await expectToast(page, `Words imported into Birds ${tag}: 2 new, 0 changed`);

    const urls = new Map((await wordsNow(request)).map((word) => [word.id, word.url]));
    const members = await unitWordIds(request, `birds-${tag}`);
    expect(members.map((id) => urls.get(id))).toStrictEqual([`crane-${tag}`, `heron-${tag}`]);
  } finally {
    await cleanUp(request, tag);
  }
});

test("a changed row shows its field before and after", async ({ page, request, arranged, tag }) => {
  await arranged.word("lark", "жаворонок", "/lɑːk/");
  const dialog = await chooseFile(
    page,
    "words.csv",
    `url,en,ru,transcription\nlark-${tag},lark ${tag},полевой жаворонок,/lɑːk/\nwren-${tag},wren ${tag},крапивник,/ren/\n`,
  );
  try {
    await dialog.getByRole("button", { name: "Changed (1)" }).click();
    const rows = dialog.getByRole("region", { name: "Rows of the file" }).getByRole("row");
    await expect(rows).toHaveCount(2);
    const changed = rows.nth(1);
    await expect(changed.getByRole("deletion")).toHaveText("жаворонок");
    await expect(changed.getByRole("insertion")).toHaveText("полевой жаворонок");
    await expect(changed).toContainText("ru: жаворонок → полевой жаворонок");
    await dialog.getByRole("radio", { name: "An existing unit" }).check();
    await expect(dialog.getByRole("combobox", { name: "Unit" })).toBeVisible();
    await expectNoViolations(page, "the import preview with a changed row and the unit choice");
  } finally {
    await cleanUp(request, tag);
  }
});

test("a new word's and unit's url follow the name until typed by hand", async ({ page, tag }) => {
  const urlField = page.getByLabel("URL", { exact: true });
  await openNewForm(page, "Add word", "Word");
  await page.getByLabel("English word", { exact: true }).fill(`Sea Lion ${tag}`);
  await expect(urlField).toHaveValue(`sea-lion-${tag}`);
  await urlField.fill(`seal-${tag}`);
  await page.getByLabel("English word", { exact: true }).fill(`Sea lion ${tag}!`);
  await expect(urlField).toHaveValue(`seal-${tag}`);

  await page.goto("/administration/units");
  await openNewForm(page, "Add unit", "Unit");
  await page.getByLabel("Name", { exact: true }).fill(`Морские животные ${tag}`);
  await expect(urlField).toHaveValue(`morskie-zhivotnye-${tag}`);
});
