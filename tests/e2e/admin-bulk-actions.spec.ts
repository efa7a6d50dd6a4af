// Choosing many words (a click, then a shift-click for the rows between),
// deleting them behind one confirmation, or adding them to a unit chosen in
// a dialog, and Undo from the toast putting everything back as it was.
import { API } from "./support/accounts";
import { adminToken, apiCreate, entityList, expectToast, search, unique } from "./support/admin";
import { toasts } from "./support/ui";
import { expect, test } from "./support/fixtures";

test.use({ signedInAs: "admin" });

test("bulk delete of words, then Undo from the toast", async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { "X-Session-Token": token };
  const tag = unique();
  const words: Array<{ id: number; en: string }> = [];
  for (const name of ["alder", "birch", "cedar", "damson"]) {
    words.push(
      await apiCreate(request, token, "words", {
        en: `${name} ${tag}`,
        ru: "дерево",
        transcription: "/triː/",
        url: `${name}-${tag}`,
      }),
    );
  }
  const unit = await apiCreate<{ id: number; url: string }>(request, token, "units", {
    name: `Trees ${tag}`,
    url: `trees-${tag}`,
    words: words.map((word) => word.id),
  });
  try {
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

    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog.getByRole("heading", { name: "Delete 3 words" })).toBeVisible();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expectToast(page, "3 words deleted");
    await expect(list.getByRole("link")).toHaveCount(1);
    await expect(list.getByRole("link", { name: /^damson/ })).toBeVisible();
    const afterDelete = await request.get(`${API}/units/${unit.url}`);
    expect(((await afterDelete.json()) as { words: number[] }).words).toStrictEqual([words[3]!.id]);

    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expectToast(page, "3 words restored");
    await expect(list.getByRole("link")).toHaveCount(4);
    const afterUndo = await request.get(`${API}/units/${unit.url}`);
    expect(((await afterUndo.json()) as { words: number[] }).words).toStrictEqual(
      words.map((word) => word.id),
    );
  } finally {
    await request.delete(`${API}/units/${unit.id}`, { headers });
    for (const word of words) await request.delete(`${API}/words/${word.id}`, { headers });
  }
});

test("bulk add of words to a unit, then Undo from the toast", async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { "X-Session-Token": token };
  const tag = unique();
  const words: Array<{ id: number; en: string }> = [];
  for (const name of ["elm", "fir", "hazel"]) {
    words.push(
      await apiCreate(request, token, "words", {
        en: `${name} ${tag}`,
        ru: "дерево",
        transcription: "/triː/",
        url: `${name}-${tag}`,
      }),
    );
  }
  const [elm, fir, hazel] = words as [(typeof words)[0], (typeof words)[0], (typeof words)[0]];
  const unit = await apiCreate<{ id: number; url: string }>(request, token, "units", {
    name: `Grove ${tag}`,
    url: `grove-${tag}`,
    words: [fir.id],
  });
  const unitWords = async () =>
    ((await (await request.get(`${API}/units/${unit.url}`)).json()) as { words: number[] }).words;
  try {
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
    await dialog.getByRole("radio", { name: new RegExp(`^Grove ${tag}`) }).check();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expectToast(page, `2 words added to Grove ${tag}`);
    expect(await unitWords()).toStrictEqual([fir.id, elm.id, hazel.id]);

    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expectToast(page, `Grove ${tag} is as it was`);
    expect(await unitWords()).toStrictEqual([fir.id]);
  } finally {
    await request.delete(`${API}/units/${unit.id}`, { headers });
    for (const word of words) await request.delete(`${API}/words/${word.id}`, { headers });
  }
});

test("a unit deleted from its page comes back with Undo in the toast", async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { "X-Session-Token": token };
  const tag = unique();
  const word = await apiCreate<{ id: number }>(request, token, "words", {
    en: `oak ${tag}`,
    ru: "дуб",
    transcription: "/əʊk/",
    url: `oak-${tag}`,
  });
  const unit = await apiCreate<{ id: number; url: string }>(request, token, "units", {
    name: `Oaks ${tag}`,
    url: `oaks-${tag}`,
    words: [word.id],
  });
  try {
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
  } finally {
    await request.delete(`${API}/units/${unit.id}`, { headers });
    await request.delete(`${API}/words/${word.id}`, { headers });
  }
});
