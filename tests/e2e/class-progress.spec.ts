// A teacher's progress table of a class: figures per learner and assigned
// unit, sorting, filtering and paging by the address, the CSV export, and a
// learner's row opening their statistics; no sideways scrolling at 1280 and 360 px.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { PROGRESS_PAGE_SIZE } from "../../lib/domain/class-progress-view";
import { expect, test } from "./support/fixtures";
import { DEMO, logIn, type Learner, registerLearner, submitWordsResult } from "./support/accounts";
import { teachClass } from "./support/classes";
import { expectNoHorizontalOverflow } from "./support/ui";

/** The page's address's query, as name → value. */
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The learners' logins as the table's rows list them, top to bottom. */
const rowLogins = (page: Page) =>
  page.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-learner")));

test.describe("a class's progress", () => {
  let ada: Learner;
  let bob: Learner;
  let cyd: Learner;
  let classId: number;
  const name = `Form ${Date.now().toString(36)}`;

  test.beforeAll(async ({ request }) => {
    ada = await registerLearner(request, "ada");
    bob = await registerLearner(request, "bob");
    cyd = await registerLearner(request, "cyd");
    ({ id: classId } = await teachClass(request, name, [ada, bob, cyd], ["travel", "at-home"]));
    // Ada does both units (travel 100 %, at-home 50 % then 100 %); Bob half of travel; Cyd nothing.
    await submitWordsResult(request, ada.token, "travel", 12);
    await submitWordsResult(request, ada.token, "at-home", 6);
    await submitWordsResult(request, ada.token, "at-home", 12);
    await submitWordsResult(request, bob.token, "travel", 6);
  });

  test.beforeEach(async ({ page }) => {
    await logIn(page, DEMO.editor.login, DEMO.editor.password);
  });

  test("shows each learner's figures, sorts, filters, exports CSV and opens a learner's statistics", async ({
    page,
  }) => {
    await page.goto(`/classes/${classId}/progress`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect(await rowLogins(page)).toEqual([ada.login, bob.login, cyd.login]);
    const adaRow = page.locator(`tr[data-learner="${ada.login}"]`);
    await expect(adaRow.locator("td").nth(2)).toContainText("Last 100%");
    await expect(adaRow.locator("td").nth(3)).toContainText("Last 100%");
    await expect(adaRow.locator("td").nth(3)).toContainText("Average 75%");
    await expect(adaRow.locator("td").nth(3)).toContainText("2 tests");
    await expect(adaRow.locator("td").nth(3)).toContainText("Done");
    await expect(page.locator(`tr[data-learner="${bob.login}"] td`).nth(2)).toContainText("Last 50%");
    await expect(page.locator(`tr[data-learner="${cyd.login}"] td`).nth(0)).toHaveText("Never");

    // Sorting: the login column descending, then travel's last result (learners without one last).
    const login = page.getByRole("columnheader", { name: /Learner/ });
    await expect(login).toHaveAttribute("aria-sort", "ascending");
    await login.getByRole("link").click();
    await expect(login).toHaveAttribute("aria-sort", "descending");
    expect(await rowLogins(page)).toEqual([cyd.login, bob.login, ada.login]);
    const travel = page.getByRole("columnheader", { name: /Travel/ });
    await travel.getByRole("link").click();
    await expect(travel).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/sort=a\d+/);
    expect(await rowLogins(page)).toEqual([bob.login, ada.login, cyd.login]);
    await travel.getByRole("link").click();
    await expect(travel).toHaveAttribute("aria-sort", "descending");
    expect(await rowLogins(page)).toEqual([ada.login, bob.login, cyd.login]);

    // Filtering by login and by work not done, kept with the order.
    await page.getByLabel("Learner's login").fill(bob.login.slice(0, 6));
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("1 learner of 3")).toBeVisible();
    expect(await rowLogins(page)).toEqual([bob.login]);
    await page.getByRole("link", { name: "Show all" }).click();
    await expect(page.getByText("3 learners of 3")).toBeVisible();
    await page.getByLabel("Only learners with work not done").check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("2 learners of 3")).toBeVisible();
    expect(await rowLogins(page)).toEqual([bob.login, cyd.login]);

    // The CSV: named after the class, the table's columns and figures.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`class-${name.toLowerCase().replace(" ", "-")}-progress.csv`);
    const lines = readFileSync((await download.path())!, "utf8")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toContain("login,last active,review retention %,Travel (words-writing): last %");
    expect(lines).toHaveLength(4);
    const adaLine = lines.find((line) => line.startsWith(`${ada.login},`))!.split(",");
    expect(adaLine.slice(3)).toEqual(["100", "100", "1", "yes", "100", "75", "2", "yes"]);
    const cydLine = lines.find((line) => line.startsWith(`${cyd.login},`))!.split(",");
    expect(cydLine.slice(1)).toEqual(["", "", "", "", "0", "no", "", "", "0", "no"]);

    // A learner's row opens their statistics, down to a unit's chart.
    await page.getByRole("link", { name: `Statistics of ${bob.login}` }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${classId}/learners/${bob.login}/statistics$`));
    await page.getByRole("link", { name: "Words writing" }).click();
    await page.getByRole("link", { name: /Travel/ }).click();
    await expect(page.getByRole("button", { name: /^Result of / })).toHaveCount(1);
    await page.getByRole("link", { name: "Back to the class's progress" }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${classId}/progress$`));
  });

  test("refuses another learner's statistics and the table to a learner", async ({ page, request }) => {
    const outsider = await registerLearner(request, "out");
    const refused = await page.goto(`/classes/${classId}/learners/${outsider.login}/statistics`);
    expect(refused?.status()).toBe(403);
    await page.context().clearCookies();
    await logIn(page, ada.login, ada.password);
    expect((await page.goto(`/classes/${classId}/progress`))?.status()).toBe(403);
    expect((await page.goto(`/classes/${classId}/learners/${bob.login}/statistics`))?.status()).toBe(403);
    expect((await page.goto(`/classes/999999/progress`))?.status()).toBe(404);
  });

  for (const width of [1280, 360]) {
    test(`keeps the page within ${width} px: the table scrolls in its own box`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/classes/${classId}/progress`);
      await expect(page.locator("tbody tr")).toHaveCount(3);
      await expectNoHorizontalOverflow(page);
      if (process.env.CLASS_PROGRESS_SCREENSHOTS) {
        await page.screenshot({ path: `docs/screenshots/class-progress-${width}.png`, fullPage: true });
      }
    });
  }
});

test.describe("a class of more learners than a page holds", () => {
  let logins: string[];
  let classId: number;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    const learners: Learner[] = [];
    for (let count = 0; count <= PROGRESS_PAGE_SIZE; count++)
      learners.push(await registerLearner(request, "pg"));
    ({ id: classId } = await teachClass(request, `Pages ${Date.now().toString(36)}`, learners, ["travel"]));
    logins = learners
      .map((learner) => learner.login)
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  });

  test.beforeEach(async ({ page }) => {
    await logIn(page, DEMO.editor.login, DEMO.editor.password);
  });

  test("pages the learners, each page's address keeping the order and the filter", async ({ page }) => {
    const total = PROGRESS_PAGE_SIZE + 1;
    await page.goto(`/classes/${classId}/progress`);
    const pages = page.getByRole("navigation", { name: "Pages of learners" });
    await expect(page.getByText(`${total} learners of ${total}`)).toBeVisible();
    await expect(pages).toContainText(`Learners 1–${PROGRESS_PAGE_SIZE} of ${total}`);
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    expect(await rowLogins(page)).toEqual(logins.slice(0, PROGRESS_PAGE_SIZE));

    // In descending order the next page holds the first login alone; back again, the first 25 of that order.
    const learner = page.getByRole("columnheader", { name: /Learner/ });
    await learner.getByRole("link").click();
    await expect(learner).toHaveAttribute("aria-sort", "descending");
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect.poll(() => queryOf(page)).toEqual({ dir: "desc", page: "2" });
    await expect(pages).toContainText(`Learners ${total}–${total} of ${total}`);
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    expect(await rowLogins(page)).toEqual([logins[0]]);
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect.poll(() => queryOf(page)).toEqual({ dir: "desc" });
    await expect(pages).toContainText(`Learners 1–${PROGRESS_PAGE_SIZE} of ${total}`);
    expect(await rowLogins(page)).toEqual(logins.toReversed().slice(0, PROGRESS_PAGE_SIZE));

    // The filter keeps the order and starts again from the first page, as sorting does.
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect.poll(() => queryOf(page)).toEqual({ dir: "desc", page: "2" });
    await page.getByLabel("Learner's login").fill("pg");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => queryOf(page)).toEqual({ dir: "desc", q: "pg" });
    await expect(pages).toContainText(`Learners 1–${PROGRESS_PAGE_SIZE} of ${total}`);
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect.poll(() => queryOf(page)).toEqual({ dir: "desc", q: "pg", page: "2" });
    await learner.getByRole("link").click();
    await expect.poll(() => queryOf(page)).toEqual({ q: "pg" });
    await expect(learner).toHaveAttribute("aria-sort", "ascending");
    await expect(pages).toContainText(`Learners 1–${PROGRESS_PAGE_SIZE} of ${total}`);
    expect(await rowLogins(page)).toEqual(logins.slice(0, PROGRESS_PAGE_SIZE));

    // An address past the last page shows the last.
    await page.goto(`/classes/${classId}/progress?page=9`);
    await expect(pages).toContainText(`Learners ${total}–${total} of ${total}`);
    expect(await rowLogins(page)).toEqual([logins[PROGRESS_PAGE_SIZE]]);
  });
});
