// A section with more items than one page: the list shows a page, the
// shared search goes to the server, "More" loads the next page and the open
// item stays highlighted even when it is not on the pages shown.
import { API } from "./support/accounts";
import { adminToken, apiCreate, entityList, search, unique } from "./support/admin";
import { expect, test } from "./support/fixtures";

const CREATED = 60;

test.describe("a long administration list", () => {
  test.use({ signedInAs: "admin" });

  test("pages, searches on the server and keeps the open item highlighted", async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = unique();
    const created: Array<{ id: number; en: string; url: string }> = [];
    try {
      for (let index = 0; index < CREATED; index++) {
        created.push(
          await apiCreate(request, token, "words", {
            en: `zz${tag} ${String(index).padStart(2, "0")}`,
            ru: `слово ${index}`,
            transcription: "/zɪː/",
            url: `zz-${tag}-${index}`,
          }),
        );
      }
      const last = created.at(-1)!;

      const html = await (await page.request.get("/administration/words")).text();
      expect(html).not.toContain(last.en);

      await page.goto(`/administration/words/${last.url}`);
      const list = entityList(page, "List of words");
      const open = list.getByRole("link", { name: new RegExp(`^${last.en}`) });
      await expect(open).toHaveAttribute("aria-current", "true");
      expect(await list.getByRole("link").count()).toBeLessThanOrEqual(51);

      await search(page, `zz${tag} 4`);
      await expect(list.getByRole("link", { name: new RegExp(`^zz${tag} 41`) })).toBeVisible();
      await expect(list.getByRole("link", { name: /^apple/ })).toHaveCount(0);

      await page.goto(`/administration/words/${last.url}`);
      await expect(open).toHaveAttribute("aria-current", "true");
      const firstPage = await list.getByRole("link").count();
      await page.getByRole("button", { name: "More", exact: true }).click();
      await expect.poll(() => list.getByRole("link").count()).toBeGreaterThan(firstPage);
      const names = await list.getByRole("link").allTextContents();
      expect(new Set(names).size).toBe(names.length);
    } finally {
      for (const word of created) {
        await request.delete(`${API}/words/${word.id}`, { headers: { "X-Session-Token": token } });
      }
    }
  });
});
