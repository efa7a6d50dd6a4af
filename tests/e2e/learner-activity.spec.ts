import { logIn, submitWordsResult } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// A zone whose calendar day differs from UTC's right now (UTC+14 from 11:00 UTC, UTC−11
// before 11:00 UTC), so the calendar shows today only when the server has learnt the zone.
const ZONE = new Date().getUTCHours() >= 11 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: ZONE });
const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: ZONE });
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

test.describe("activity on /statistics", () => {
  test.use({ timezoneId: ZONE });

  test("a learner with results sees the streak and the calendar of their own days", async ({
    page,
    request,
    learner,
  }) => {
    // Two tests of 12 words: 24 answers today.
    await submitWordsResult(request, learner.token, "travel", 12);
    await submitWordsResult(request, learner.token, "at-home", 6);
    await logIn(page, learner.login, learner.password, "/statistics");
    await expect(page).toHaveURL("/statistics");

    const today = dayMonth.format(Date.now());
    const calendar = page.getByRole("group", { name: "Answers per day over the last 20 weeks" });
    // The first render may use UTC; the browser's zone arrives in the tz cookie and the page renders again.
    await expect(calendar.getByRole("img", { name: `24 answers on ${today} (today)` })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === "tz")?.value).toBe(
      encodeURIComponent(ZONE),
    );
    await expect(page.getByText(`Days in your time zone, ${ZONE}.`)).toBeVisible();

    const activity = page.getByRole("region", { name: "Your activity" });
    await expect(activity.getByRole("heading", { name: "Your activity" })).toBeVisible();
    await expect(activity.getByRole("definition")).toHaveText(["1 day", "1 day"]);
    await expect(activity.getByRole("term")).toHaveText(["Current streak", "Longest streak"]);
    await expect(activity.getByText("24 answers on 1 day, in 2 tests.")).toBeVisible();

    // Nineteen full weeks and this week up to today, each cell named; only today has answers.
    const cells = calendar.getByRole("img");
    await expect(cells).toHaveCount(19 * 7 + WEEKDAYS.indexOf(weekday.format(Date.now())) + 1);
    await expect(calendar.getByRole("img", { name: /^No answers on / })).toHaveCount(
      (await cells.count()) - 1,
    );
    await expect(cells.last()).toHaveAccessibleName(`24 answers on ${today} (today)`);

    const key = page.getByRole("list", { name: "Colour key" }).getByRole("img");
    await expect(key).toHaveCount(5);
    await expect(key.first()).toHaveAccessibleName("No answers");
    await expect(key.last()).toHaveAccessibleName("More than 50 answers");
    await expect(page.getByText("Less", { exact: true })).toBeVisible();
    await expect(page.getByText("More", { exact: true })).toBeVisible();

    // The same days as a table, for readers who cannot hover a cell.
    await page.getByText("Show the days as a table").click();
    const table = page.getByRole("table", { name: /^Days with practice/ });
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row").nth(1);
    await expect(row.getByRole("rowheader")).toContainText(today);
    await expect(row.getByRole("cell")).toHaveText(["24", "2"]);
  });

  test("guests see the test types only", async ({ page }) => {
    await page.goto("/statistics");
    await expect(page.getByRole("heading", { name: "Statistics" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Words writing/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your activity" })).toHaveCount(0);
  });
});
