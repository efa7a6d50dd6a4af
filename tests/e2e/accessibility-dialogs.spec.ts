import type { Locator, Page } from "@playwright/test";
import { logOut } from "./support/accounts";
import { button } from "./support/admin-form";
import { expectNoViolations, VIEWPORTS } from "./support/axe";
import { demoUnit } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { giveResults } from "./support/statistics-data";
import { TestRunnerPage } from "./support/test-runner";
import { accountButton, expectToast } from "./support/ui";

/**
 * Waits for the dialog or menu to open and settle, and for the toast the action raises (sonner is
 * fetched with the first toast, so it may appear after the dialog), then runs axe on the whole page.
 */
async function expectOpenWithoutViolations(
  page: Page,
  opened: Locator,
  what: string,
  toast?: string,
): Promise<void> {
  await expect(opened).toBeVisible();
  if (toast) await expectToast(page, toast);
  await expectNoViolations(page, `${what} (${page.viewportSize()?.width} px)`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`dialogs at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a guest's navigation drawer and account menu", async ({ page }) => {
      await page.goto("/units/travel/vocabulary");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expectOpenWithoutViolations(page, page.getByRole("dialog", { name: "Practice" }), "the drawer");
      await page.keyboard.press("Escape");

      await accountButton(page).click();
      await expectOpenWithoutViolations(
        page,
        page.getByRole("menu", { name: "Account" }),
        "the guest's menu",
      );
    });

    test("a learner's account menu, password dialog, test dialogs, a result of the chart and toasts", async ({
      page,
      request,
      loggedInLearner,
    }) => {
      test.setTimeout(120_000);
      await giveResults(request, loggedInLearner.token);

      await page.goto("/personal-account");
      await accountButton(page).click();
      await expectOpenWithoutViolations(
        page,
        page.getByRole("menu", { name: "Account" }),
        "the account menu",
      );
      await page.keyboard.press("Escape");
      await button(page, "Change password").click();
      const password = page.getByRole("dialog", { name: "Change password" });
      await expectOpenWithoutViolations(page, password, "the change-password dialog");
      // A wrong current password: the error toast and the field's message, with the dialog open.
      await password.getByLabel("Current password").fill("not-my-password");
      await password.getByLabel("New password").fill("another-password");
      await password.getByLabel("Confirm password").fill("another-password");
      await button(password, "Save").click();
      const message = password.getByText("Current password is incorrect");
      await expectOpenWithoutViolations(
        page,
        message,
        "the change-password dialog's errors",
        "Error updating password",
      );
      await button(password, "Cancel").click();

      const runner = new TestRunnerPage(page, "travel", "words-writing");
      await runner.open();
      await runner.answerAll(demoUnit("travel").words.length, (index, correct) =>
        index === 1 ? "wrong" : correct,
      );
      const confirmation = page.getByRole("dialog", { name: "Confirmation message" });
      await expectOpenWithoutViolations(page, confirmation, "the submission's confirmation");
      await button(confirmation, "Yes").click();
      await expectOpenWithoutViolations(
        page,
        runner.resultDialog(),
        "the test's result dialog",
        "Answers are saved successfully",
      );

      await page.goto("/statistics/words-writing/travel");
      await page
        .getByRole("button", { name: /^Result of / })
        .first()
        .click();
      const barDialog = page.getByRole("dialog", { name: /^Test result/ });
      // Checked once its answers have arrived.
      await expect(barDialog.locator("tbody").getByRole("row").first()).toBeVisible();
      await expectOpenWithoutViolations(page, barDialog, "a bar's result");
      await page.keyboard.press("Escape");

      // Logging out raises the info toast.
      await logOut(page);
      await expectNoViolations(page, `the logout toast (${viewport.width} px)`);
    });

    test.describe("an administrator's", () => {
      test.use({ signedInAs: "admin" });

      test("drawer, delete confirmation, reset confirmation and temporary password", async ({
        page,
        learner,
      }) => {
        await page.goto("/administration/words/apple");
        await page.getByRole("button", { name: "Open menu" }).click();
        await expectOpenWithoutViolations(page, page.getByRole("dialog", { name: "Practice" }), "the drawer");
        await page.keyboard.press("Escape");

        await button(page, "Edit").click();
        await button(page, "Delete").click();
        const remove = page.getByRole("dialog", { name: "Delete word apple" });
        await expectOpenWithoutViolations(page, remove, "the delete confirmation");
        // No: the demo word stays for the other tests.
        await button(remove, "No").click();
        await button(page, "Cancel").click();

        await page.goto(`/administration/users/${learner.login}`);
        await button(page, "Reset password").click();
        const reset = page.getByRole("dialog", { name: "Reset password" });
        await expectOpenWithoutViolations(page, reset, "the reset confirmation");
        await button(reset, "Yes").click();
        const temporary = page.getByRole("dialog", { name: "Temporary password" });
        await expectOpenWithoutViolations(
          page,
          temporary,
          "the temporary-password dialog",
          `Password for ${learner.login} has been reset successfully`,
        );
      });
    });
  });
}
