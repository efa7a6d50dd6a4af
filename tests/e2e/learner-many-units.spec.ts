// With more units than one page of the side list, the list shows one page,
// searches the server and loads further pages on request, and the selected
// unit stays highlighted even when it is not on the page shown.
import { expect, test } from "./support/fixtures";
import { API } from "./support/accounts";
import { adminToken, apiCreate, unique } from "./support/admin-api";

const CREATED = 55;

test("the unit side list pages and searches a long catalogue", async ({ page, request }) => {
  const token = await adminToken(request);
  const tag = unique();
  const created: Array<{ id: number; name: string; url: string }> = [];
  try {
    for (let index = 0; index < CREATED; index++) {
      created.push(
        await apiCreate(request, token, "units", {
          name: `Shelf ${tag} ${index}`,
          url: `shelf-${tag}-${index}`,
          words: [],
          phrases: [],
        }),
      );
    }
    const last = created.at(-1)!;

    // The server renders one page of units, not the whole catalogue.
    const html = await (await request.get("/units")).text();
    expect(html).not.toContain(last.name);

    await page.goto(`/units/${last.url}`);
    const sidebar = page.getByRole("navigation", { name: "Units" });
    await expect(sidebar.getByRole("link", { name: last.name })).toHaveAttribute("aria-current", "page");
    expect(await sidebar.getByRole("link").count()).toBeLessThanOrEqual(51);

    const search = sidebar.getByRole("searchbox", { name: "Find a unit" });
    await search.fill(`shelf ${tag} 17`);
    await expect(sidebar.getByRole("link", { name: `Shelf ${tag} 17`, exact: true })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Travel" })).toHaveCount(0);

    await search.fill("zzzz-no-such-unit");
    await expect(sidebar.getByRole("status")).toHaveText("No unit matches");

    await search.fill("");
    await expect(sidebar.getByRole("link", { name: "Travel" })).toBeVisible();
    const firstPage = await sidebar.getByRole("link").count();
    await sidebar.getByRole("button", { name: "More units" }).click();
    await expect.poll(() => sidebar.getByRole("link").count()).toBeGreaterThan(firstPage);
    // The selected unit is listed once, whether pinned or on a loaded page.
    const names = await sidebar.getByRole("link").allTextContents();
    expect(new Set(names).size).toBe(names.length);
  } finally {
    for (const unit of created) {
      await request.delete(`${API}/units/${unit.id}`, { headers: { "X-Session-Token": token } });
    }
  }
});
