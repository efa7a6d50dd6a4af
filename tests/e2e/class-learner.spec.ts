// A learner's side of classes: the join link a teacher shares, the class's
// assignments on Home and in the units' list, done once a test reaches the
// pass mark; joining by code and leaving in the personal account.
import { type APIRequestContext, type Page } from "@playwright/test";
import { API, DEMO, logIn } from "./support/accounts";
import { unique } from "./support/admin-api";
import { expectNoViolations, VIEWPORTS } from "./support/axe";
import { demoUnit } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { TestRunnerPage } from "./support/test-runner";
import { dismissToasts, expectNoHorizontalOverflow, expectToast } from "./support/ui";

type OpenedClass = { id: number; name: string; joinCode: string };

async function editorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API}/auth/login`, { data: DEMO.editor });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The demo editor (a teacher) opens a class and assigns it the travel unit's words-writing test. */
async function openClassWithAssignment(request: APIRequestContext, dueDate: string): Promise<OpenedClass> {
  const token = await editorToken(request);
  const headers = { "X-Session-Token": token };
  const created = await request.post(`${API}/classes`, { headers, data: { name: `Class ${unique()}` } });
  expect(created.status(), await created.text()).toBe(201);
  const opened = ((await created.json()) as { data: OpenedClass }).data;
  const unit = (await (await request.get(`${API}/units/travel`)).json()) as { id: number };
  const assigned = await request.post(`${API}/classes/${opened.id}/assignments`, {
    headers,
    data: { unitId: unit.id, testType: "words-writing", dueDate, passMark: 0.8 },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  return opened;
}

/** A calendar day `days` from today (UTC, the browser's zone here) and how the page writes it. */
function dayFromToday(days: number): { day: string; shown: string } {
  const date = new Date(Date.now() + days * 86_400_000);
  const shown = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    date,
  );
  return { day: date.toISOString().slice(0, 10), shown };
}

const assignmentsOnHome = (page: Page) => page.getByRole("region", { name: "Assignments" });
const travelInUnits = (page: Page) =>
  page.getByRole("navigation", { name: "Units" }).getByRole("link", { name: /Travel/ });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a learner follows the join link, joins, and the assignment is done once a test reaches the pass mark", async ({
      page,
      request,
      learner,
    }) => {
      test.setTimeout(120_000);
      const due = dayFromToday(3);
      const opened = await openClassWithAssignment(request, due.day);
      const link = `/join/${opened.joinCode}`;

      // Signed out: the login page, which brings the learner back (its register link too).
      await page.goto(link);
      await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(link)}`);
      await expect(page.getByRole("link", { name: /register/i })).toHaveAttribute(
        "href",
        `/register?callbackUrl=${encodeURIComponent(link)}`,
      );
      await logIn(page, learner.login, learner.password);
      await expect(page).toHaveURL(link);

      // The class and its teacher; nothing is joined before the button.
      await expect(page.getByRole("heading", { level: 1, name: "Join a class" })).toBeVisible();
      await expect(page.getByText(opened.name, { exact: true })).toBeVisible();
      await expect(page.getByText("editor", { exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoViolations(page, `${link} (${viewport.width} px)`);
      await page.getByRole("button", { name: "Join class" }).click();
      await expectToast(page, `You joined ${opened.name}`);
      await expect(page).toHaveURL("/");

      // Home's Today panel lists the assignment: unit, type, class, due day; not done yet.
      const assignments = assignmentsOnHome(page);
      const row = assignments.getByTestId("assignment");
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("Travel");
      await expect(row).toContainText("Words writing");
      await expect(row).toContainText(opened.name);
      await expect(row).toContainText(`Due ${due.shown}`);
      await expect(row).toContainText("Pass mark 80%");
      await expect(row).not.toContainText("Done");
      await expectNoHorizontalOverflow(page);

      // The units' list marks the assigned unit.
      await page.goto("/units");
      await expect(travelInUnits(page).getByTestId("assigned-mark")).toHaveText(
        `Assigned · due ${due.shown}`,
      );

      // Following the link again says the learner is in already.
      await page.goto(link);
      await expect(page.getByText("You are already a member of this class.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Join class" })).toHaveCount(0);

      // The assignment's link goes straight into the test; every answer right reaches the pass mark.
      await page.goto("/");
      await assignmentsOnHome(page)
        .getByRole("link", { name: /Take the test/ })
        .click();
      await expect(page).toHaveURL("/units/travel/tests/words-writing/in-progress");
      const runner = new TestRunnerPage(page, "travel", "words-writing");
      await expect(runner.answerField).toBeFocused();
      await runner.answerAll(demoUnit("travel").words.length);
      const dialog = await runner.confirmSubmission();
      await expect(dialog.getByTestId("score")).toHaveText("100%");
      await dialog.getByRole("button", { name: "Close" }).click();

      await page.goto("/");
      const done = assignmentsOnHome(page).getByTestId("assignment");
      await expect(done).toContainText("✓ Done");
      await expect(done).toContainText("Best result 100%");
      await page.goto("/units");
      await expect(travelInUnits(page).getByTestId("assigned-mark")).toHaveText("✓ Done");
      await expectNoHorizontalOverflow(page);
    });

    test("a learner joins by code in the personal account, with the service's refusals inline, and leaves", async ({
      page,
      request,
      loggedInLearner: _learner,
    }) => {
      const opened = await openClassWithAssignment(request, dayFromToday(-1).day);
      await page.goto("/personal-account");
      const panel = page.locator("section").filter({ has: page.getByRole("heading", { name: "Classes" }) });
      await expect(panel.getByText("You are not in any class yet.")).toBeVisible();
      const code = panel.getByLabel("Join code");
      const join = panel.getByRole("button", { name: "Join class" });

      await code.fill("abc");
      await join.click();
      await expect(panel.getByText("Code must be the 8 letters and digits the teacher gave")).toBeVisible();
      await expect(code).toHaveAttribute("aria-invalid", "true");
      await expect(code).toHaveValue("abc");
      const unknown = opened.joinCode.startsWith("A") ? "BBBB-BBBB" : "AAAA-AAAA";
      await code.fill(unknown);
      await join.click();
      await expect(panel.getByText("No class has this join code")).toBeVisible();

      // Typed loosely: lower case, with the hyphen the teacher shows.
      await dismissToasts(page);
      await code.fill(`${opened.joinCode.slice(0, 4).toLowerCase()}-${opened.joinCode.slice(4)}`);
      await join.click();
      await expectToast(page, `You joined ${opened.name}`);
      await expect(panel.getByText(opened.name, { exact: true })).toBeVisible();
      await expect(panel.getByText("Teacher: editor")).toBeVisible();
      await expect(code)
        .toHaveAttribute("aria-invalid", /.*/)
        .catch(() => {});
      await expectNoHorizontalOverflow(page);

      // Home shows the assignment, overdue.
      await page.goto("/");
      await expect(assignmentsOnHome(page).getByTestId("assignment")).toContainText("Overdue");

      // Leaving asks first; No keeps the class.
      await page.goto("/personal-account");
      const leave = page.getByRole("button", { name: `Leave ${opened.name}` });
      await leave.click();
      const confirmation = page.getByRole("dialog", { name: "Leave the class?" });
      await expect(confirmation).toContainText(`You leave ${opened.name}.`);
      await confirmation.getByRole("button", { name: "Stay" }).click();
      await expect(confirmation).toBeHidden();
      await leave.click();
      await confirmation.getByRole("button", { name: "Leave" }).click();
      await expectToast(page, `You left ${opened.name}`);
      await expect(page.getByText("You are not in any class yet.")).toBeVisible();

      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Today" })).toBeVisible();
      await expect(assignmentsOnHome(page)).toHaveCount(0);
    });
  });
}

test("a code no class has says so, with the way to type another", async ({
  page,
  loggedInLearner: _learner,
}) => {
  await page.goto("/join/ZZZZ-ZZZZ");
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("No class has this code");
  await expect(page.getByRole("button", { name: "Join class" })).toHaveCount(0);
  await page.getByRole("link", { name: "Enter a code in your personal account" }).click();
  await expect(page).toHaveURL("/personal-account");
});
