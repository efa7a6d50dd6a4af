// A section of 5,000 more words (brought in as one CSV import): the list
// shows a page, the shared search goes to the server, "More" loads the next
// page, the open item stays highlighted even when it is not on the pages
// shown, and "All matching" deletes every word found at once.
import { API } from "./support/accounts";
import { adminToken, deleteChosen, entityList, search, unique } from "./support/admin";
import { expect, test } from "./support/fixtures";

const CREATED = 5_000;

test.describe("a long administration list", () => {
  test.use({ signedInAs: "admin" });

  test("pages, searches on the server and keeps the open item highlighted", async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = unique();
    const headers = { "X-Session-Token": token };
    let created: Array<{ id: number; en: string; url: string }> = [];
    try {
      const rows = Array.from(
        { length: CREATED },
        (_, index) => `zz-${tag}-${index},zz${tag} ${String(index).padStart(4, "0")},слово ${index},/zɪː/`,
      );
      const imported = await request.post(`${API}/words/import`, {
        headers,
        data: { csv: ["url,en,ru,transcription", ...rows].join("\r\n"), apply: true },
      });
      expect(imported.status(), await imported.text()).toBe(200);
      const everyWord = (await (await request.get(`${API}/words`)).json()) as typeof created;
      created = everyWord.filter((word) => word.url.startsWith(`zz-${tag}-`));
      expect(created).toHaveLength(CREATED);
      const last = created.at(-1)!;

      const html = await (await page.request.get("/administration/words")).text();
      expect(html).not.toContain(last.en);
      expect(html.length).toBeLessThan(100_000);

      await page.goto(`/administration/words/${last.url}`);
      const list = entityList(page, "List of words");
      const open = list.getByRole("link", { name: new RegExp(`^${last.en}`) });
      await expect(open).toHaveAttribute("aria-current", "true");
      expect(await list.getByRole("link").count()).toBeLessThanOrEqual(51);

      await search(page, `zz${tag} 4123`);
      await expect(list.getByRole("link", { name: new RegExp(`^zz${tag} 4123`) })).toBeVisible();
      await expect(list.getByRole("link", { name: /^apple/ })).toHaveCount(0);

      await page.goto(`/administration/words/${last.url}`);
      await expect(open).toHaveAttribute("aria-current", "true");
      const firstPage = await list.getByRole("link").count();
      await page.getByRole("button", { name: "More", exact: true }).click();
      await expect.poll(() => list.getByRole("link").count()).toBeGreaterThan(firstPage);
      const names = await list.getByRole("link").allTextContents();
      expect(new Set(names).size).toBe(names.length);

      // "All matching" chooses the 5,000 found, not only the rows loaded, and one delete removes them.
      await page.goto("/administration/words");
      await search(page, `zz${tag}`);
      await page.getByRole("button", { name: "Select", exact: true }).click();
      await page.getByRole("button", { name: "All matching", exact: true }).click();
      await expect(page.getByText("All 5,000 words matching chosen")).toBeVisible();
      await deleteChosen(page, "Delete 5,000 words", "5,000 words deleted");
      await expect(list.getByRole("link")).toHaveCount(0);
      const left = (await (await request.get(`${API}/words`)).json()) as typeof created;
      expect(left.filter((word) => word.url.startsWith(`zz-${tag}-`))).toStrictEqual([]);
      created = [];
    } finally {
      if (created.length > 0) {
        const removed = await request.post(`${API}/words/bulk-delete`, {
          headers,
          data: { ids: created.map((word) => word.id) },
        });
        expect(removed.status(), await removed.text()).toBe(200);
      }
    }
  });
});
