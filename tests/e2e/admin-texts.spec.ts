import type { Locator, Page } from "@playwright/test";
import { API, registerLearner } from "./support/accounts";
import {
  button,
  confirmDialog,
  dismissToasts,
  expectToastOf,
  fillForm,
  type RemovalTexts,
  type ToastType,
  unique,
} from "./support/admin";
import { REMOVAL } from "./support/admin-removal";
import { expect, test } from "./support/fixtures";

/** How a section asks for and reports a removal, and how it reports one that fails. */
type Removal = RemovalTexts & { removedType: ToastType; removeFailed: string };

/** Fills a section's empty form and saves it: the success toast, then the new item's own page. */
async function create(
  page: Page,
  section: string,
  key: string,
  saved: string,
  fill: () => Promise<void>,
): Promise<void> {
  await page.goto(`/administration/${section}/new`);
  await fill();
  await button(page, "Save").click();
  await expectToastOf(page, saved, "success");
  await expect(page).toHaveURL(`/administration/${section}/${key}`);
}

/** Opens the item and asks to delete it: Edit → Delete → Yes in the section's confirmation. */
async function confirmDeletion(page: Page, itemUrl: string, removal: RemovalTexts): Promise<void> {
  await page.goto(itemUrl);
  await button(page, "Edit").click();
  await button(page, "Delete").click();
  await confirmDialog(page, removal.confirmTitle, removal.confirmMessage);
}

/**
 * Deletes the item twice: first in a second tab (the confirmation and the
 * success toast, of the section's type), then in this tab, where the item is
 * already gone: the server answers 404 and the section's removal error toast appears.
 */
async function removeTwice(page: Page, itemUrl: string, removal: Removal): Promise<void> {
  await page.goto(itemUrl);
  await button(page, "Edit").click();
  await expect(button(page, "Delete")).toBeEnabled();

  const other = await page.context().newPage();
  try {
    await confirmDeletion(other, itemUrl, removal);
    await expectToastOf(other, removal.toast, removal.removedType);
    await expect(other).toHaveURL(removal.listHref);
  } finally {
    await other.close();
  }

  await button(page, "Delete").click();
  await confirmDialog(page, removal.confirmTitle, removal.confirmMessage);
  await expectToastOf(page, removal.removeFailed, "error");
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

type ContentForm = {
  section: "phrases" | "units" | "words";
  fill: () => Promise<void>;
  saved: string;
  /** The field the server will not take empty. */
  required: Locator;
  saveFailed: string;
  removal: Removal;
};

/** The content sections' forms, each filled for an item at `url`, with the spec's texts for it. */
function contentForms(page: Page, id: string, url: string): ContentForm[] {
  const ru = `e2e тексты ${id}`;
  const name = `E2E texts ${id}`;
  const en = `e2e texts ${id}`;
  return [
    {
      section: "phrases",
      fill: async () => {
        await fillForm(page, { "English words": "Thank you", "Russian phrase": ru });
        await page.getByRole("textbox", { name: "Answer 1" }).fill("Thank you.");
        await page.getByLabel("URL", { exact: true }).fill(url);
      },
      saved: "Phrase was saved successfully",
      required: page.getByLabel("English words"),
      saveFailed: "Phrase was not saved",
      removal: { ...REMOVAL.phrase(ru), removedType: "success", removeFailed: "Error during phrase removal" },
    },
    {
      section: "units",
      fill: () => fillForm(page, { Name: name, URL: url }),
      saved: "Unit has been saved successfully",
      required: page.getByLabel("Name", { exact: true }),
      saveFailed: "Error saving unit",
      removal: { ...REMOVAL.unit(name), removedType: "success", removeFailed: "Error removing unit" },
    },
    {
      section: "words",
      fill: () =>
        fillForm(page, {
          "English word": en,
          "Russian translation": "тексты",
          Transcription: "/ˈteksts/",
          URL: url,
        }),
      saved: "Word is saved successfully",
      required: page.getByLabel("Transcription"),
      saveFailed: "Error during word saving",
      removal: { ...REMOVAL.word(en), removedType: "success", removeFailed: "Error during word removal" },
    },
  ];
}

test.use({ signedInAs: "admin" });

test("every administration text of SPEC section 8", async ({ page, request }) => {
  test.setTimeout(240_000);
  const id = unique();

  await test.step("scopes and endpoints", async () => {
    const scopeName = `E2E texts ${id}`;
    const value = `e2e-texts-${id}`;
    const scopeUrl = `/administration/scopes/${value}`;
    await create(page, "scopes", value, "Scope has been saved successfully", () =>
      fillForm(page, { Name: scopeName, Value: value }),
    );
    await saveInvalid(page, () => page.getByLabel("Name", { exact: true }).fill(""), "Error saving scope");

    const adminPageUrl = `e2e-texts-${id}`;
    await create(page, "endpoints", adminPageUrl, "Endpoint has been saved successfully", async () => {
      await page.getByLabel("Admin page url").fill(adminPageUrl);
      await page.getByLabel("URL", { exact: true }).fill(`/e2e-texts-${id}`);
      await page.getByRole("checkbox", { name: new RegExp(`^${scopeName}`) }).check();
    });
    // An invalid save shows the error and no success toast.
    await dismissToasts(page);
    await saveInvalid(
      page,
      () => page.getByLabel("URL", { exact: true }).fill("no slash"),
      "Error saving endpoint",
    );
    await expect(page.getByText("Endpoint has been saved successfully", { exact: true })).toHaveCount(0);

    // The endpoint still holds the scope: the server refuses to delete it.
    const scope = REMOVAL.scope(scopeName, value);
    await confirmDeletion(page, scopeUrl, scope);
    await expectToastOf(page, "Error removing scope", "error");
    await expect(page).toHaveURL(scopeUrl);

    await removeTwice(page, `/administration/endpoints/${adminPageUrl}`, {
      ...REMOVAL.endpoint(adminPageUrl),
      removedType: "info",
      removeFailed: "Error removing endpoint",
    });

    // Free again, the scope goes.
    await confirmDeletion(page, scopeUrl, scope);
    await expectToastOf(page, "Scope was successfully removed", "success");
    await expect(page).toHaveURL("/administration/scopes");
  });

  const url = `e2e-texts-${id}`;
  for (const form of contentForms(page, id, url)) {
    await test.step(form.section, async () => {
      await create(page, form.section, url, form.saved, form.fill);
      await saveInvalid(page, () => form.required.fill(""), form.saveFailed);
      await removeTwice(page, `/administration/${form.section}/${url}`, form.removal);
    });
  }

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
