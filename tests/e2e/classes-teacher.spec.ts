import type { Page } from "@playwright/test";
import { logIn, registerLearner } from "./support/accounts";
import { VIEWPORTS } from "./support/axe";
import { assignUnit, createClass, deleteClass, demoToken, joinClass } from "./support/classes";
import { expect, test } from "./support/fixtures";
import { expectNoHorizontalOverflow, expectToast } from "./support/ui";

/** The confirmation dialog's own button (its name repeats the one that opened it). */
async function confirmWith(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The join link the page shows: an absolute address ending in the code. */
function joinLink(page: Page) {
  return page.getByRole("link", { name: /\/join\/[A-Z0-9]{8}$/ });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, signedInAs: "editor" });

    test("the editor opens a class, shares its code, assigns a unit and renames it", async ({
      page,
      baseURL,
      tag,
    }) => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/classes");
      await expect(page.getByRole("heading", { name: "Your classes" })).toBeVisible();
      await page.getByLabel("Class name").fill(`Class ${tag}`);
      await page.getByRole("button", { name: "Create class" }).click();
      await expectToast(page, "The class is created");
      await expect(page).toHaveURL(/\/classes\/\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: `Class ${tag}` })).toBeVisible();

      // The code in two halves, and the link: the page's origin, /join/ and the code.
      const link = joinLink(page);
      const first = (await link.textContent())!;
      const code = first.slice(-8);
      expect(first).toBe(`${baseURL}/join/${code}`);
      await expect(link).toHaveAttribute("href", first);
      await expect(page.getByText(`${code.slice(0, 4)}-${code.slice(4)}`, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Copy link" }).click();
      await expectToast(page, "The join link is copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

      await page.getByRole("button", { name: "New code" }).click();
      await confirmWith(page, "New code");
      await expectToast(page, "The class has a new join code");
      await expect(link).not.toHaveText(first);
      await expect(link).toHaveText(new RegExp(`^${baseURL}/join/[A-Z0-9]{8}$`));

      // Assign Travel: words writing, due 1 May 2030, pass mark 70 %.
      await expect(page.getByText("Nothing is assigned yet.")).toBeVisible();
      await expect(page.getByLabel("Pass mark, %")).toHaveValue("80");
      await page.getByLabel("Unit", { exact: true }).selectOption({ label: "Travel" });
      await page.getByLabel("Test type").selectOption({ label: "Words writing" });
      await page.getByLabel("Due date").fill("2030-05-01");
      await page.getByLabel("Pass mark, %").fill("70");
      await page.getByRole("button", { name: "Assign", exact: true }).click();
      await expectToast(page, "The unit is assigned");
      const assignments = page.getByRole("region", { name: "Assignments" });
      const assignment = assignments.getByRole("listitem").filter({ hasText: "Travel" });
      await expect(assignment).toContainText("Test type:Words writing");
      await expect(assignment).toContainText("Due date:1 May 2030");
      await expect(assignment).toContainText("Pass mark:70%");
      await expect(assignment).toContainText("Done:0 of 0");
      await expectNoHorizontalOverflow(page);

      await assignments.getByRole("button", { name: "Remove the assignment of Travel" }).click();
      await confirmWith(page, "Remove");
      await expectToast(page, "The assignment is removed");
      await expect(page.getByText("Nothing is assigned yet.")).toBeVisible();

      const nameField = page.getByRole("region", { name: "Name" }).getByLabel("Class name");
      await nameField.fill(`Renamed ${tag}`);
      await page.getByRole("button", { name: "Rename" }).click();
      await expectToast(page, "The class is renamed");
      await expect(page.getByRole("heading", { level: 1, name: `Renamed ${tag}` })).toBeVisible();
      await expectNoHorizontalOverflow(page);

      await expect(page.getByRole("link", { name: "All classes" })).toHaveAttribute("href", "/classes");
      await page.goto("/classes");
      await expect(page.getByRole("link", { name: `Renamed ${tag}` })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: `Renamed ${tag}` })).toContainText(
        "no members · no assignments",
      );
      await expectNoHorizontalOverflow(page);

      await page.getByRole("link", { name: `Renamed ${tag}` }).click();
      await page.getByRole("button", { name: "Delete class" }).click();
      await confirmWith(page, "Delete");
      await expectToast(page, "The class is deleted");
      await expect(page).toHaveURL("/classes");
      await expect(page.getByRole("link", { name: `Renamed ${tag}` })).toHaveCount(0);
    });

    test("the editor sees the members and the assignments' done counts, and removes a member", async ({
      page,
      request,
      tag,
    }) => {
      const token = await demoToken(request, "editor");
      const arranged = await createClass(request, token, `Members ${tag}`);
      try {
        const [first, second] = [await registerLearner(request, "m"), await registerLearner(request, "m")];
        await joinClass(request, first.token, arranged.joinCode);
        await joinClass(request, second.token, arranged.joinCode);
        await assignUnit(request, token, arranged.id, "travel", { passMark: 0.5 });
        await page.goto(`/classes/${arranged.id}`);
        const members = page.getByRole("region", { name: "2 members" });
        await expect(members.getByText(first.login, { exact: true })).toBeVisible();
        await expect(members.getByText(second.login, { exact: true })).toBeVisible();
        await expect(page.getByRole("region", { name: "Assignments" })).toContainText("Done:0 of 2");
        await expect(page.getByRole("region", { name: "Assignments" })).toContainText("Any test type");
        await expectNoHorizontalOverflow(page);

        await members.getByRole("button", { name: `Remove ${first.login} from the class` }).click();
        await confirmWith(page, "Remove");
        await expectToast(page, `${first.login} is removed from the class`);
        await expect(page.getByRole("region", { name: "1 member" })).toBeVisible();
        await expect(page.getByText(first.login, { exact: true })).toHaveCount(0);
      } finally {
        await deleteClass(request, token, arranged.id);
      }
    });
  });
}

test("a learner opening a class's page gets 403, an unknown class 404, and no class to open", async ({
  page,
  request,
  learner,
  tag,
}) => {
  const token = await demoToken(request, "editor");
  const arranged = await createClass(request, token, `Closed ${tag}`);
  try {
    await joinClass(request, learner.token, arranged.joinCode);
    await logIn(page, learner.login, learner.password);
    await page.goto(`/classes/${arranged.id}`);
    await expect(page.getByRole("heading", { name: "Error: 403 Access denied" })).toBeVisible();
    await expect(page.getByText(`Closed ${tag}`)).toHaveCount(0);
    await expect(page.getByText(arranged.joinCode)).toHaveCount(0);

    await page.goto("/classes/999999999");
    await expect(page.getByRole("heading", { name: "Error: 404 Resource was not found" })).toBeVisible();

    // The learner's /classes: the class they belong to, read-only, and no form to open one.
    await page.goto("/classes");
    const belongs = page.getByRole("region", { name: "Classes you belong to" });
    await expect(belongs.getByText(`Closed ${tag}`)).toBeVisible();
    await expect(belongs.getByText("Teacher: editor")).toBeVisible();
    await expect(page.getByRole("link", { name: "Join or leave classes in your account" })).toHaveAttribute(
      "href",
      "/personal-account",
    );
    await expect(page.getByRole("heading", { name: "Your classes" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create class" })).toHaveCount(0);
  } finally {
    await deleteClass(request, token, arranged.id);
  }
});

test("a guest is sent to log in, and the editor's account menu offers the classes", async ({ page }) => {
  await page.goto("/classes");
  await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent("/classes")}`);
  await logIn(page, "editor", "practice-editor");
  await expect(page).toHaveURL("/classes");
  await page.goto("/");
  await page.getByRole("button", { name: /^Account of / }).click();
  await page.getByRole("menuitem", { name: "Classes" }).click();
  await expect(page).toHaveURL("/classes");
});
