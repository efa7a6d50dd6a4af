// An import of phrases from Administration → Phrases is undone as a whole
// from its toast, as a words import is: the phrase it created goes and the
// one it changed is as it was.
import type { APIRequestContext } from "@playwright/test";
import { API } from "./support/accounts";
import { adminToken, expectToast } from "./support/admin";
import { toasts } from "./support/ui";
import { expect, test } from "./support/fixtures";

test.use({ signedInAs: "admin", section: "phrases" });

type Phrase = { id: number; url: string; enQuestion: string; ru: string; answers: string[] };

async function phrasesNow(request: APIRequestContext, tag: string): Promise<Phrase[]> {
  const headers = { "X-Session-Token": await adminToken(request) };
  const all = (await (await request.get(`${API}/phrases`, { headers })).json()) as Phrase[];
  return all.filter((phrase) => phrase.url.endsWith(tag));
}

test("an applied import of phrases is undone from its toast", async ({ page, request, tag }) => {
  const headers = { "X-Session-Token": await adminToken(request) };
  const kept = {
    url: `kept-${tag}`,
    enQuestion: "Where is it?",
    ru: `Где это ${tag}?`,
    answers: ["Where is it?"],
  };
  expect((await request.post(`${API}/phrases`, { headers, data: kept })).status()).toBe(201);
  try {
    await page.reload();
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import phrases" });
    await dialog
      .getByLabel("Or paste the rows")
      .fill(
        [
          "url,enQuestion,ru,answers",
          `kept-${tag},Where is it now?,Где это ${tag}?,Where is it now?`,
          `new-${tag},How old are you?,Сколько лет ${tag}?,How old are you?`,
        ].join("\n"),
      );
    await dialog.getByRole("button", { name: "Preview" }).click();
    await expect(dialog.getByRole("status")).toHaveText("1 new, 1 changed, 0 unchanged, 0 invalid");
    await dialog.getByRole("button", { name: "Import 2 phrases" }).click();
    await expectToast(page, "Phrases imported: 1 new, 1 changed");
    expect((await phrasesNow(request, tag)).map((phrase) => phrase.url).sort()).toStrictEqual([
      `kept-${tag}`,
      `new-${tag}`,
    ]);

    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expectToast(page, "The import was undone");
    expect(await phrasesNow(request, tag)).toMatchObject([kept]);
  } finally {
    for (const phrase of await phrasesNow(request, tag))
      await request.delete(`${API}/phrases/${phrase.id}`, { headers });
  }
});
