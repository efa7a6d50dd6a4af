// Choosing many words (a click, then a shift-click for the rows between),
// deleting them behind one confirmation, and Undo from the toast putting
// them back with their place in a unit.
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
