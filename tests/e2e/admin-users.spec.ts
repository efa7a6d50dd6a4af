import { API, logIn, registerLearner, submitWordsResult } from "./support/accounts";
import { button, confirmDialog, expectRefusals, save } from "./support/admin-form";
import { entityList, search } from "./support/admin-list";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/ui";

test.describe("administration of users", () => {
  test.use({ signedInAs: "admin" });

  test("users: edit email and scopes, with the server's message under Email", async ({ page, request }) => {
    const user = await registerLearner(request, "adm");
    await page.goto("/administration/users");
    // Users come from registration: no add button, and no Delete while editing.
    await expect(page.getByRole("heading", { name: "List of users" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Add/ })).toHaveCount(0);
    await search(page, user.login);
    await entityList(page, "List of users").getByRole("link", { name: user.login }).click();
    await expect(page).toHaveURL(`/administration/users/${user.login}?q=${user.login}`);
    await expect(page.getByRole("heading", { name: user.login, exact: true })).toBeVisible();
    await expect(page.getByLabel("Login", { exact: true })).toHaveValue(user.login);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
    const held = page.getByRole("group", { name: "Scopes list (1)" });
    await expect(held.getByRole("listitem")).toHaveCount(1);
    await expect(held).toContainText("User");
    await expect(held.getByRole("checkbox")).toHaveCount(0);

    await button(page, "Edit").click();
    await expect(button(page, "Delete")).toHaveCount(0);
    await expect(page.getByLabel("Login", { exact: true })).not.toBeEditable();
    const email = page.getByLabel("Email", { exact: true });
    await expectRefusals(email, "Error updating user", [
      ["not-an-email", "Email must be a valid address"],
      ["admin@example.com", "This email is already registered"],
    ]);

    const newEmail = `new-${user.login}@example.com`;
    await email.fill(newEmail);
    const scopes = page.getByRole("group", { name: /^Scopes list/ });
    await scopes.getByRole("checkbox", { name: /^Editor/ }).check();
    await expect(scopes).toHaveAccessibleName("Scopes list (2)");
    await save(page, "User has been updated successfully");
    await expect(email).toHaveValue(newEmail);
    const updated = page.getByRole("group", { name: "Scopes list (2)" });
    await expect(updated.getByRole("checkbox")).toHaveCount(0);
    await expect(updated).toContainText("Editor");
    await expect(updated).toContainText("User");
    await expect(updated).not.toContainText("Administrator");
    await expect(entityList(page, "List of users").getByRole("link", { name: user.login })).toContainText(
      newEmail,
    );

    await page.reload();
    await expect(email).toHaveValue(newEmail);
    await expect(page.getByRole("group", { name: "Scopes list (2)" })).toContainText("Editor");
    // The server holds the new scopes: the user's own session now reports them.
    const check = await request.get(`${API}/auth/check`, { headers: { "X-Session-Token": user.token } });
    expect(((await check.json()) as { scopes: string[] }).scopes.sort()).toEqual(["editor", "user"]);
  });

  test("users: a password reset is confirmed, shown once, and replaces the old password", async ({
    page,
    request,
    browser,
  }) => {
    const user = await registerLearner(request, "rst");
    await page.goto(`/administration/users/${user.login}`);

    // No leaves everything as it was.
    await button(page, "Reset password").click();
    await confirmDialog(
      page,
      "Reset password",
      `Please confirm that you are going to reset password for user ${user.login}?`,
      "No",
    );
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const before = await request.get(`${API}/auth/check`, { headers: { "X-Session-Token": user.token } });
    expect(before.status()).toBe(200);

    await button(page, "Reset password").click();
    await confirmDialog(
      page,
      "Reset password",
      `Please confirm that you are going to reset password for user ${user.login}?`,
    );
    await expectToast(page, `Password for ${user.login} has been reset successfully`);
    const dialog = page.getByRole("dialog", { name: "Temporary password" });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole("textbox", { name: `Temporary password for ${user.login}` });
    await expect(field).toHaveValue(/^\S{8,}$/);
    const temporary = await field.inputValue();
    expect(temporary).not.toBe(user.password);
    await button(dialog, "Close").click();
    await expect(dialog).toBeHidden();
    // Shown once: once closed, it is nowhere on the page, not even after a reload.
    await expect(page.locator("input").filter({ hasText: temporary })).toHaveCount(0);
    expect(await page.content()).not.toContain(temporary);
    await page.reload();
    expect(await page.content()).not.toContain(temporary);

    // The user's sessions have ended.
    const after = await request.get(`${API}/auth/check`, { headers: { "X-Session-Token": user.token } });
    expect(after.status()).toBe(401);

    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await other.goto("/login");
      await other.getByLabel("Login", { exact: true }).fill(user.login);
      await other.getByLabel("Password", { exact: true }).fill(user.password);
      await button(other, "Log in").click();
      await expectToast(other, "Login failed");
      await expect(other).toHaveURL("/login");
      await logIn(other, user.login, temporary);
      await expect(
        other.getByRole("button", { name: new RegExp(`^Account of ${user.login}`) }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("users: Statistics shows that user's results per test type and unit", async ({ page, request }) => {
    const user = await registerLearner(request, "sta");
    await submitWordsResult(request, user.token, "travel", 6);
    await page.goto(`/administration/users/${user.login}`);
    await page.getByRole("link", { name: "Statistics" }).click();
    await expect(page).toHaveURL(`/administration/users/${user.login}/statistics`);
    await expect(page.getByRole("heading", { name: "Statistics" })).toBeVisible();
    await expect(page.getByText(`User ${user.login}`, { exact: true })).toBeVisible();
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Statistics" }) });
    await expect(card.getByRole("link", { name: "Phrases", exact: true })).toHaveAttribute(
      "href",
      `/administration/users/${user.login}/statistics/phrases`,
    );
    await expect(page.getByRole("link", { name: "Manage user account" })).toHaveAttribute(
      "href",
      `/administration/users/${user.login}`,
    );

    await card.getByRole("link", { name: "Words writing", exact: true }).click();
    await expect(page).toHaveURL(`/administration/users/${user.login}/statistics/words-writing`);
    const units = page.getByRole("navigation", { name: "Units" });
    const travel = units.getByRole("link", { name: /^Travel/ });
    await expect(travel.getByLabel(/^1 result, average \d+%$/)).toHaveText("1");
    await travel.click();
    await expect(page).toHaveURL(`/administration/users/${user.login}/statistics/words-writing/travel`);
    await expect(travel).toHaveAttribute("aria-current", "page");
    const view = page.getByRole("region", { name: "Words writing: Travel" });
    await expect(view.getByText(`Results of ${user.login}`)).toBeVisible();
    const bars = view.getByRole("group", { name: "Results of Words writing, Travel" }).getByRole("button");
    await expect(bars).toHaveCount(1);
    // The bar opens that user's answers, not the administrator's own.
    await bars.first().click();
    const dialog = page.getByRole("dialog", { name: /^Test result/ });
    await expect(dialog.getByLabel("Correct", { exact: true })).toHaveCount(6);
    await expect(dialog.getByLabel("Wrong", { exact: true })).not.toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).click();
    // An administrator cannot take the test for them.
    await expect(page.getByRole("link", { name: "Start new test" })).toHaveCount(0);

    await page.getByRole("link", { name: "Manage user account" }).click();
    await expect(page).toHaveURL(`/administration/users/${user.login}`);
    await expect(page.getByRole("heading", { name: user.login, exact: true })).toBeVisible();
  });
});
