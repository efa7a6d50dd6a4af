import { DEMO, logIn, logOut, uniqueLogin } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { accountButton, expectToast, isRed } from "./support/ui";

test.describe("an account of one's own", () => {
  test("register, edit the account, change the password, log out and log in again", async ({ page }) => {
    const login = uniqueLogin("reg");
    const password = "first-password";
    const newPassword = "second-password";

    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
    await page.getByLabel("Login", { exact: true }).fill(login);
    await page.getByLabel("Email").fill(`${login}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Register" }).click();
    await expectToast(page, "You are registered successfully");
    await expect(page).toHaveURL("/");
    await expect(accountButton(page)).toHaveAccessibleName(`Account of ${login}`);
    await expect(accountButton(page)).toContainText(login);

    // The account menu leads to the personal account.
    await accountButton(page).click();
    await page.getByRole("menuitem", { name: "My account" }).click();
    await expect(page).toHaveURL("/personal-account");
    const loginField = page.getByLabel("Login", { exact: true });
    const emailField = page.getByLabel("Email");
    await expect(loginField).toHaveValue(login);
    await expect(emailField).toHaveValue(`${login}@example.com`);
    await expect(emailField).not.toBeEditable();

    // Cancel throws the draft away.
    await page.getByRole("button", { name: "Edit" }).click();
    await expect(emailField).toBeEditable();
    await emailField.fill("draft@example.com");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(emailField).toHaveValue(`${login}@example.com`);
    await expect(emailField).not.toBeEditable();

    // Save keeps both fields and returns to read-only; the top bar follows the new login.
    const newLogin = `${login}n`;
    const newEmail = `new-${login}@example.com`;
    await page.getByRole("button", { name: "Edit" }).click();
    await loginField.fill(newLogin);
    await emailField.fill(newEmail);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Personal account updated successfully");
    await expect(emailField).not.toBeEditable();
    await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
    await expect(accountButton(page)).toHaveAccessibleName(`Account of ${newLogin}`);
    await page.reload();
    await expect(loginField).toHaveValue(newLogin);
    await expect(emailField).toHaveValue(newEmail);

    await page.getByRole("button", { name: "Change password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    // The current password is asked again: a session alone cannot take the account over.
    await dialog.getByLabel("Current password").fill("not-my-password");
    await dialog.getByLabel("New password").fill(newPassword);
    await dialog.getByLabel("Confirm password").fill(newPassword);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error updating password");
    await expect(dialog.getByText("Current password is incorrect")).toBeVisible();
    await dialog.getByLabel("Current password").fill(password);
    await dialog.getByLabel("New password").fill(newPassword);
    await dialog.getByLabel("Confirm password").fill(newPassword);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Password updated successfully");
    await expect(dialog).toBeHidden();

    await logOut(page);
    await expect(page).toHaveURL("/");
    await expect(accountButton(page)).toHaveAccessibleName("Account: not logged in");
    await expect(accountButton(page)).toContainText("Not logged");
    await accountButton(page).click();
    await expect(page.getByRole("menuitem", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // The old password no longer works; the new one does.
    await page.goto("/login");
    await page.getByLabel("Login", { exact: true }).fill(newLogin);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expectToast(page, "Login failed");
    await logIn(page, newLogin, newPassword);
    await expect(page).toHaveURL("/");
    await expect(accountButton(page)).toHaveAccessibleName(`Account of ${newLogin}`);
  });

  test("registration with passwords that differ is refused under the field", async ({ page }) => {
    const login = uniqueLogin("mis");
    await page.goto("/register");
    await page.getByLabel("Login", { exact: true }).fill(login);
    await page.getByLabel("Email").fill(`${login}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("one-password");
    await page.getByLabel("Confirm password").fill("another-password");
    await page.getByRole("button", { name: "Register" }).click();
    await expectToast(page, "Registration failed");
    const confirm = page.getByLabel("Confirm password");
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    const message = page.getByText("Passwords do not match");
    await expect(message).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription("Passwords do not match");
    expect(await isRed(message)).toBe(true);
    await expect(page).toHaveURL("/register");
    await expect(accountButton(page)).toHaveAccessibleName("Account: not logged in");
  });

  test("a wrong password is refused", async ({ page, learner }) => {
    await page.goto("/login");
    await page.getByLabel("Login", { exact: true }).fill(learner.login);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expectToast(page, "Login failed");
    await expect(page).toHaveURL("/login");
    await expect(accountButton(page)).toHaveAccessibleName("Account: not logged in");
  });

  test("the toggle switches between login and register, and Cancel goes home", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fstatistics");
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
    await page.getByRole("link", { name: "Not registered yet" }).click();
    await expect(page).toHaveURL("/register?callbackUrl=%2Fstatistics");
    await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
    await expect(page.getByLabel("Confirm password")).toBeVisible();
    await page.getByRole("link", { name: "Already registered" }).click();
    await expect(page).toHaveURL("/login?callbackUrl=%2Fstatistics");
    await expect(page.getByLabel("Confirm password")).toHaveCount(0);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/");
  });

  test("logging in brings the user back to the page they came from", async ({ page }) => {
    await page.goto("/units/travel/vocabulary");
    await accountButton(page).click();
    await page.getByRole("menuitem", { name: "Log in" }).click();
    await expect(page).toHaveURL("/login?callbackUrl=%2Funits%2Ftravel%2Fvocabulary");
    await logIn(page, DEMO.learner.login, DEMO.learner.password);
    await expect(page).toHaveURL("/units/travel/vocabulary");
  });

  test("the daily goal set in My account is the one Home's Today panel measures the day against", async ({
    page,
    loggedInLearner: _learner,
  }) => {
    await page.goto("/personal-account");
    const goal = page.getByLabel("Daily goal (answers a day)");
    await expect(goal).toHaveValue("20");
    await page.getByRole("button", { name: "Change settings" }).click();
    await goal.fill("0");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Could not save practice settings");
    await expect(page.getByText("Daily goal must be a whole number from 1 to 1000")).toBeVisible();
    await goal.fill("35");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Practice settings saved");
    await expect(goal).toHaveValue("35");
    await expect(goal).toHaveAttribute("readonly", "");

    await page.goto("/");
    await expect(page.getByRole("region", { name: "Daily goal" })).toContainText("0 / 35 answers");
  });
});
