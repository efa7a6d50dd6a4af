// With more units than the statistics list shows at first, the units with
// results come first, the others fill the list up to its length, and the rest
// are fetched when the learner asks for them.
import { submitWordsResult } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const LISTED = 20;

test("the statistics list shows units with results first and the rest on request", async ({
  page,
  request,
  arranged,
  tag,
  loggedInLearner,
}) => {
  const created: Array<{ id: number; name: string }> = [];
  for (let index = 0; index <= LISTED; index++) {
    created.push(
      await arranged.create<{ id: number; name: string }>("units", {
        name: `Ledger ${tag} ${index}`,
        url: `ledger-${tag}-${index}`,
        words: [],
        phrases: [],
      }),
    );
  }
  const last = created.at(-1)!;
  await submitWordsResult(request, loggedInLearner.token, "travel", 6);

  await page.goto("/statistics/words-writing/travel");
  const list = page.getByRole("navigation", { name: "Units" });
  await expect(list.getByRole("link")).toHaveCount(LISTED);
  await expect(list.getByRole("link").first()).toHaveAttribute("aria-current", "page");
  await expect(list.getByRole("link").first()).toContainText("Travel");
  await expect(list.getByRole("link", { name: last.name, exact: true })).toHaveCount(0);

  const more = list.getByRole("button", { name: /^Show \d+ more units without results$/ });
  await more.click();
  await expect(list.getByRole("link", { name: last.name, exact: true })).toBeVisible();
  await expect(more).toHaveCount(0);
  const names = await list.getByRole("link").allTextContents();
  expect(names.length).toBeGreaterThan(LISTED);
  expect(new Set(names).size).toBe(names.length);
});
