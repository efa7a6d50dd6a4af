// An import of units from Administration → Units is undone as a whole from
// its toast, as a words or phrases import is: the unit it created goes and
// the one it changed gets its name and its words back.
import type { APIRequestContext } from "@playwright/test";
import { API } from "./support/accounts";
import { adminToken, expectToast } from "./support/admin";
import { toasts } from "./support/ui";
import { expect, test } from "./support/fixtures";

test.use({ signedInAs: "admin", section: "units" });

type Unit = { id: number; url: string; name: string; words: number[] };

async function unitsNow(request: APIRequestContext, tag: string): Promise<Unit[]> {
  const all = (await (await request.get(`${API}/units`)).json()) as Unit[];
  const ours = all.filter((unit) => unit.url.endsWith(tag));
  return Promise.all(
    ours.map(async (unit) => (await (await request.get(`${API}/units/${unit.url}`)).json()) as Unit),
  );
}

test("an applied import of units is undone from its toast", async ({ page, request, tag }) => {
  const headers = { "X-Session-Token": await adminToken(request) };
  const word = await request.post(`${API}/words`, {
    headers,
    data: { url: `cup-${tag}`, en: `cup ${tag}`, ru: "чашка", transcription: "/kʌp/" },
  });
  expect(word.status()).toBe(201);
  const cup = ((await word.json()) as { data: { id: number } }).data;
  const kept = { url: `kitchen-${tag}`, name: `Kitchen ${tag}`, words: [] };
  expect((await request.post(`${API}/units`, { headers, data: kept })).status()).toBe(201);
  try {
    await page.reload();
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import units" });
    await dialog
      .getByLabel("Or paste the rows")
      .fill(
        [
          "url,name,words,phrases",
          `kitchen-${tag},Big kitchen ${tag},cup-${tag},`,
          `pantry-${tag},Pantry ${tag},cup-${tag},`,
        ].join("\n"),
      );
    await dialog.getByRole("button", { name: "Preview" }).click();
    await expect(dialog.getByRole("status")).toHaveText("1 new, 1 changed, 0 unchanged, 0 invalid");
    await dialog.getByRole("button", { name: "Import 2 units" }).click();
    await expectToast(page, "Units imported: 1 new, 1 changed");
    expect((await unitsNow(request, tag)).map(({ url, words }) => [url, words])).toStrictEqual([
      [`kitchen-${tag}`, [cup.id]],
      [`pantry-${tag}`, [cup.id]],
    ]);

    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expectToast(page, "The import was undone");
    expect(await unitsNow(request, tag)).toMatchObject([kept]);
  } finally {
    for (const unit of await unitsNow(request, tag))
      await request.delete(`${API}/units/${unit.id}`, { headers });
    await request.delete(`${API}/words/${cup.id}`, { headers });
  }
});
