// Words in and out as CSV from Administration → Words: the preview marks a
// bad row with its reason, the import skips it on request, the export holds
// what was imported.
import { API } from "./support/accounts";
import { adminToken, expectToast, unique } from "./support/admin";
import { expect, test } from "./support/fixtures";

test.describe("importing and exporting words", () => {
  test.use({ signedInAs: "admin", section: "words" });

  test("a CSV with one bad row: the preview marks it, the import skips it", async ({ page, request }) => {
    const tag = unique();
    const csv = [
      "url\ten\tru\ttranscription",
      `owl-${tag}\towl${tag}\tсова\t/aʊl/`,
      `fox-${tag}\tfox${tag}\tлиса\t/fɒks/`,
      `Bad Url ${tag}\tbadger${tag}\tбарсук\t/ˈbædʒə/`,
    ].join("\n");
    try {
      await page.getByRole("button", { name: "Import CSV" }).click();
      const dialog = page.getByRole("dialog", { name: "Import words" });
      await dialog.getByLabel("Or paste the rows").fill(csv);
      const apply = dialog.getByRole("button", { name: /^Import/ });
      await dialog.getByRole("button", { name: "Preview" }).click();

      await expect(dialog.getByRole("status")).toHaveText("2 new, 0 changed, 0 unchanged, 1 invalid");
      const bad = dialog.getByRole("row").filter({ hasText: `badger${tag}` });
      await expect(bad).toContainText("invalid");
      await expect(bad).toContainText("url: URL may contain only lowercase letters");
      await expect(apply).toBeDisabled();

      await dialog.getByLabel("Skip the invalid rows").check();
      await expect(apply).toHaveText("Import 2 words");
      await apply.click();
      await expectToast(page, "Words imported: 2 new, 0 changed");
      await expect(dialog).toBeHidden();

      const exported = await (await request.get(`${API}/words/export`)).text();
      expect(exported).toContain(`owl-${tag},owl${tag},сова,/aʊl/\r\n`);
      expect(exported).toContain(`fox-${tag},fox${tag},лиса,/fɒks/\r\n`);
      expect(exported).not.toContain(`badger${tag}`);
    } finally {
      const token = await adminToken(request);
      const words = (await (await request.get(`${API}/words`)).json()) as Array<{ id: number; url: string }>;
      for (const word of words.filter((each) => each.url.endsWith(tag))) {
        await request.delete(`${API}/words/${word.id}`, { headers: { "X-Session-Token": token } });
      }
    }
  });
});
