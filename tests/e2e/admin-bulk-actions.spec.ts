// Choosing many words (a click, then a shift-click for the rows between),
// deleting them behind one confirmation, or adding them to a unit chosen in
// a dialog, and Undo from the toast putting everything back as it was.
import { API } from "./support/accounts";
import { deleteChosen, entityList, expectToast, search, unitWordIds } from "./support/admin";
import { toasts } from "./support/ui";
import { expect, test } from "./support/fixtures";

test.use({ signedInAs: "admin" });

test("bulk delete of words, then Undo from the toast", async ({ page, request, arranged, tag }) => {
  const words: Array<{ id: number; en: string }> = [];
  for (const name of ["alder", "birch", "cedar", "damson"])
    words.push(await arranged.word(name, "дерево", "/triː/"));
  const unit = await arranged.create<{ id: number; url: string }>("units", {
    name: `Trees ${tag}`,
    url: `trees-${tag}`,
    words: words.map((word) => word.id),
  });

  await page.goto("/administration/words");
  await search(page, tag);
  const list = entityList(page, "List of words");
  await expect(list.getByRole("link")).toHaveCount(4);

  await page.getByRole("button", { name: "Select", exact: true }).click();
  await list.getByRole("checkbox", { name: /^alder/ }).click();
  await list.getByRole("checkbox", { name: /^cedar/ }).click({ modifiers: ["Shift"] });
  await expect(page.getByText("3 chosen")).toBeVisible();
  await expect(list.getByRole("checkbox", { name: /^birch/ })).toBeChecked();
  await expect(list.getByRole("checkbox", { name: /^damson/ })).not.toBeChecked();

  await deleteChosen(page, "Delete 3 words", "3 words deleted");
  await expect(list.getByRole("link")).toHaveCount(1);
  await expect(list.getByRole("link", { name: /^damson/ })).toBeVisible();
  expect(await unitWordIds(request, unit.url)).toStrictEqual([words[3]!.id]);

  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "3 words restored");
  await expect(list.getByRole("link")).toHaveCount(4);
  expect(await unitWordIds(request, unit.url)).toStrictEqual(words.map((word) => word.id));
});

test("bulk add of words to a unit, then Undo from the toast", async ({ page, request, arranged, tag }) => {
  const elm = await arranged.word("elm", "дерево", "/triː/");
  const fir = await arranged.word("fir", "дерево", "/triː/");
  const hazel = await arranged.word("hazel", "дерево", "/triː/");
  const unit = await arranged.create<{ id: number; url: string }>("units", {
    name: `Grove ${tag}`,
    url: `grove-${tag}`,
    words: [fir.id],
  });

  await page.goto("/administration/words");
  await search(page, tag);
  const list = entityList(page, "List of words");
  await expect(list.getByRole("link")).toHaveCount(3);

  await page.getByRole("button", { name: "Select", exact: true }).click();
  await page.getByRole("checkbox", { name: "All shown" }).check();
  await expect(page.getByText("3 chosen")).toBeVisible();
  await page.getByRole("button", { name: "Add to unit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add 3 words to a unit" });
  await dialog.getByRole("searchbox", { name: "Unit" }).fill(`grove-${tag}`);
  // The search answers a moment after typing: the one unit found, as a user sees it before choosing.
  await expect(dialog.getByRole("radio")).toHaveCount(1);
  await dialog.getByRole("radio", { name: new RegExp(`^Grove ${tag}`) }).check();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expectToast(page, `2 words added to Grove ${tag}`);
  expect(await unitWordIds(request, unit.url)).toStrictEqual([fir.id, elm.id, hazel.id]);

  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expectToast(page, `Grove ${tag} is as it was`);
  expect(await unitWordIds(request, unit.url)).toStrictEqual([fir.id]);
});

test("a unit deleted from its page comes back with Undo in the toast", async ({
  page,
  request,
  arranged,
  tag,
}) => {
  const word = await arranged.word("oak", "дуб", "/əʊk/");
  const unit = await arranged.create<{ id: number; url: string }>("units", {
    name: `Oaks ${tag}`,
    url: `oaks-${tag}`,
    words: [word.id],
  });

  await page.goto(`/administration/units/${unit.url}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expectToast(page, "Unit was successfully removed");
  await expect(page).toHaveURL("/administration/units");
  expect((await request.get(`${API}/units/${unit.url}`)).status()).toBe(404);

  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Unit was restored");
  await expect(page).toHaveURL(`/administration/units/${unit.url}`);
  const restored = await request.get(`${API}/units/${unit.url}`);
  expect(await restored.json()).toMatchObject({ id: unit.id, words: [word.id] });
});
