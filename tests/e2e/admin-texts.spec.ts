import type { Page } from "@playwright/test";
import { API, registerLearner } from "./support/accounts";
import { button, confirmDialog, dismissToasts, expectToastOf, type ToastType, unique } from "./support/admin";
import { expect, test } from "./support/fixtures";

type RemovalTexts = {
  removed: string;
  removedType: ToastType;
  removeFailed: string;
  confirmTitle: string;
  confirmMessage: string;
};

/**
 * Deletes the open item twice: first in a second tab (the confirmation and
 * the success toast), then in this tab, where the item is already gone: the
 * server answers 404 and the section's removal error toast appears.
 */
async function removeTwice(page: Page, itemUrl: string, listUrl: string, texts: RemovalTexts): Promise<void> {
  await page.goto(itemUrl);
  await button(page, "Edit").click();
  await expect(button(page, "Delete")).toBeEnabled();

  const other = await page.context().newPage();
  try {
    await other.goto(itemUrl);
    await button(other, "Edit").click();
    await button(other, "Delete").click();
    await confirmDialog(other, texts.confirmTitle, texts.confirmMessage);
    await expectToastOf(other, texts.removed, texts.removedType);
    await expect(other).toHaveURL(listUrl);
  } finally {
    await other.close();
  }

  await button(page, "Delete").click();
  await confirmDialog(page, texts.confirmTitle, texts.confirmMessage);
  await expectToastOf(page, texts.removeFailed, "error");
  // A failed removal stays on the item.
  await expect(page).toHaveURL(itemUrl);
}

/** Saves an invalid edit: the section's error toast, the form stays open. */
async function saveInvalid(page: Page, fill: () => Promise<void>, saveFailed: string): Promise<void> {
  await button(page, "Edit").click();
  await fill();
  await button(page, "Save").click();
  await expectToastOf(page, saveFailed, "error");
  await expect(button(page, "Save")).toBeVisible();
  await button(page, "Cancel").click();
}

test.use({ signedInAs: "admin" });

test("every administration text of SPEC section 8", async ({ page, request }) => {
  test.setTimeout(240_000);
  const id = unique();

  await test.step("scopes and endpoints", async () => {
    const scopeName = `E2E texts ${id}`;
    const value = `e2e-texts-${id}`;
    await page.goto("/administration/scopes/new");
    await page.getByLabel("Name", { exact: true }).fill(scopeName);
    await page.getByLabel("Value", { exact: true }).fill(value);
    await button(page, "Save").click();
    await expectToastOf(page, "Scope has been saved successfully", "success");
    await expect(page).toHaveURL(`/administration/scopes/${value}`);
    await saveInvalid(page, () => page.getByLabel("Name", { exact: true }).fill(""), "Error saving scope");

    const adminPageUrl = `e2e-texts-${id}`;
    await page.goto("/administration/endpoints/new");
    await page.getByLabel("Admin page url").fill(adminPageUrl);
    await page.getByLabel("URL", { exact: true }).fill(`/e2e-texts-${id}`);
    await page.getByRole("checkbox", { name: new RegExp(`^${scopeName}`) }).check();
    await button(page, "Save").click();
    await expectToastOf(page, "Endpoint has been saved successfully", "success");
    await expect(page).toHaveURL(`/administration/endpoints/${adminPageUrl}`);
    // An invalid save shows the error and no success toast.
    await dismissToasts(page);
    await saveInvalid(
      page,
      () => page.getByLabel("URL", { exact: true }).fill("no slash"),
      "Error saving endpoint",
    );
    await expect(page.getByText("Endpoint has been saved successfully", { exact: true })).toHaveCount(0);

    // The endpoint still holds the scope: the server refuses to delete it.
    await page.goto(`/administration/scopes/${value}`);
    await button(page, "Edit").click();
    await button(page, "Delete").click();
    await confirmDialog(
      page,
      `Delete scope ${value}`,
      `Please confirm that you are going to delete scope ${value}?`,
    );
    await expectToastOf(page, "Error removing scope", "error");
    await expect(page).toHaveURL(`/administration/scopes/${value}`);

    await removeTwice(page, `/administration/endpoints/${adminPageUrl}`, "/administration/endpoints", {
      removed: "Endpoint was successfully removed",
      removedType: "info",
      removeFailed: "Error removing endpoint",
      confirmTitle: `Delete endpoint ${adminPageUrl}`,
      confirmMessage: `Please confirm that you are going to delete endpoint ${adminPageUrl}?`,
    });

    // Free again, the scope goes.
    await page.goto(`/administration/scopes/${value}`);
    await button(page, "Edit").click();
    await button(page, "Delete").click();
    await confirmDialog(
      page,
      `Delete scope ${value}`,
      `Please confirm that you are going to delete scope ${value}?`,
    );
    await expectToastOf(page, "Scope was successfully removed", "success");
    await expect(page).toHaveURL("/administration/scopes");
  });

  await test.step("phrases", async () => {
    const ru = `e2e тексты ${id}`;
    const url = `e2e-texts-${id}`;
    await page.goto("/administration/phrases/new");
    await page.getByLabel("English words").fill("Thank you");
    await page.getByLabel("Russian phrase").fill(ru);
    await page.getByRole("textbox", { name: "Answer 1" }).fill("Thank you.");
    await page.getByLabel("URL", { exact: true }).fill(url);
    await button(page, "Save").click();
    await expectToastOf(page, "Phrase was saved successfully", "success");
    await expect(page).toHaveURL(`/administration/phrases/${url}`);
    await saveInvalid(page, () => page.getByLabel("English words").fill(""), "Phrase was not saved");
    await removeTwice(page, `/administration/phrases/${url}`, "/administration/phrases", {
      removed: "Phrase was removed",
      removedType: "success",
      removeFailed: "Error during phrase removal",
      confirmTitle: "Delete phrase",
      confirmMessage: `Please confirm that you are going to delete phrase ${ru}?`,
    });
  });

  await test.step("units", async () => {
    const name = `E2E texts ${id}`;
    const url = `e2e-texts-${id}`;
    await page.goto("/administration/units/new");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("URL", { exact: true }).fill(url);
    await button(page, "Save").click();
    await expectToastOf(page, "Unit has been saved successfully", "success");
    await expect(page).toHaveURL(`/administration/units/${url}`);
    await saveInvalid(page, () => page.getByLabel("Name", { exact: true }).fill(""), "Error saving unit");
    await removeTwice(page, `/administration/units/${url}`, "/administration/units", {
      removed: "Unit was successfully removed",
      removedType: "success",
      removeFailed: "Error removing unit",
      confirmTitle: `Delete unit ${name}`,
      confirmMessage: `Please confirm that you are going to delete unit ${name}?`,
    });
  });

  await test.step("words", async () => {
    const en = `e2e texts ${id}`;
    const url = `e2e-texts-${id}`;
    await page.goto("/administration/words/new");
    await page.getByLabel("English word").fill(en);
    await page.getByLabel("Russian translation").fill("тексты");
    await page.getByLabel("Transcription").fill("/ˈteksts/");
    await page.getByLabel("URL", { exact: true }).fill(url);
    await button(page, "Save").click();
    await expectToastOf(page, "Word is saved successfully", "success");
    await expect(page).toHaveURL(`/administration/words/${url}`);
    await saveInvalid(page, () => page.getByLabel("Transcription").fill(""), "Error during word saving");
    await removeTwice(page, `/administration/words/${url}`, "/administration/words", {
      removed: "Word was removed",
      removedType: "success",
      removeFailed: "Error during word removal",
      confirmTitle: `Delete word ${en}`,
      confirmMessage: `Please confirm that you are going to delete word ${en}?`,
    });
  });

  await test.step("users", async () => {
    const user = await registerLearner(request, "txt");
    await page.goto(`/administration/users/${user.login}`);
    await button(page, "Edit").click();
    await page.getByLabel("Email", { exact: true }).fill(`changed-${user.email}`);
    await button(page, "Save").click();
    await expectToastOf(page, "User has been updated successfully", "success");
    await saveInvalid(
      page,
      () => page.getByLabel("Email", { exact: true }).fill("nobody"),
      "Error updating user",
    );

    const resetTitle = "Reset password";
    const resetMessage = (login: string) =>
      `Please confirm that you are going to reset password for user ${login}?`;
    // The user renames themselves while this page still shows the old login: the reset finds nobody.
    const renamed = `${user.login}x`.slice(-32);
    const rename = await request.put(`${API}/auth/personal-account`, {
      headers: { "X-Session-Token": user.token },
      data: { login: renamed, email: user.email },
    });
    expect(rename.status(), await rename.text()).toBe(200);
    await button(page, "Reset password").click();
    await confirmDialog(page, resetTitle, resetMessage(user.login));
    await expectToastOf(page, `Error reset password for user ${user.login}`, "error");
    await expect(page.getByRole("dialog", { name: "Temporary password" })).toHaveCount(0);

    await page.goto(`/administration/users/${renamed}`);
    await button(page, "Reset password").click();
    await confirmDialog(page, resetTitle, resetMessage(renamed));
    await expectToastOf(page, `Password for ${renamed} has been reset successfully`, "success");
    const dialog = page.getByRole("dialog", { name: "Temporary password" });
    await expect(dialog).toBeVisible();
    await button(dialog, "Close").click();
  });
});
