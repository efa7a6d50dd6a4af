// The detail card of an administration section: its form, buttons, server messages and deletion.
import { expect, type Locator, type Page } from "@playwright/test";
import { entityList, listCard } from "./admin-list";
import { expectToast, isRed } from "./ui";

/** The detail card of the open item: the section holding the form with Edit/Save. */
export function detailCard(page: Page): Locator {
  return page.locator("section").filter({ has: page.locator("form") });
}

export function button(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("button", { name, exact: true });
}

/** Clicks Save, waits for the success toast and, when given, the saved item's url. */
export async function save(page: Page, toast: string, url?: string): Promise<void> {
  await button(page, "Save").click();
  await expectToast(page, toast);
  if (url) await expect(page).toHaveURL(url);
  await expect(button(page, "Edit")).toBeVisible();
}

/**
 * The item just saved is the open one: its name is the card's heading, and its row in the
 * section's list is marked current. Answers that row.
 */
export async function expectOpenItem(page: Page, listTitle: string, name: string): Promise<Locator> {
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  const row = entityList(page, listTitle).getByRole("link", { name });
  await expect(row).toHaveAttribute("aria-current", "true");
  return row;
}

/**
 * Edit → a new value in the field labelled `label` → Save: the form shows the value, and still
 * does after a reload (so it came back from the server, not from the form's own state).
 */
export async function expectEditKept(
  page: Page,
  toast: string,
  label: string,
  value: string,
  enter: (field: Locator, value: string) => Promise<unknown> = (field, text) => field.fill(text),
): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await button(page, "Edit").click();
  await enter(field, value);
  await save(page, toast);
  await expect(field).toHaveValue(value);
  await page.reload();
  await expect(field).toHaveValue(value);
}

/**
 * Saves the open form once per refused value of `field`: each time the section's error toast and
 * the server's message under the field.
 */
export async function expectRefusals(
  field: Locator,
  toast: string,
  refusals: Array<[value: string, message: string]>,
): Promise<void> {
  const page = field.page();
  for (const [value, message] of refusals) {
    await field.fill(value);
    await button(page, "Save").click();
    await expectToast(page, toast);
    await expectFieldError(field, message);
  }
}

/** Types into the open form's text fields, each found by its exact label. */
export async function fillForm(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

/**
 * The server's message for a field: red, under the field, and the field's
 * accessible description (the field is marked invalid).
 */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  // A field, or a group of fields (the answers of a phrase) whose inputs are marked.
  await expect(
    field.and(field.page().locator('[aria-invalid="true"], :has([aria-invalid="true"])')),
  ).toHaveCount(1);
  await expect(field).toHaveAccessibleDescription(message);
  const id = await field.getAttribute("aria-describedby");
  expect(id, "the field points at its message").toBeTruthy();
  const text = field.page().locator(`[id="${id}"]`);
  await expect(text).toHaveText(message);
  expect(await isRed(text), `"${message}" is red`).toBe(true);
  // Under the field: the message starts below the field's top edge.
  const [fieldBox, textBox] = await Promise.all([field.boundingBox(), text.boundingBox()]);
  expect(textBox!.y).toBeGreaterThan(fieldBox!.y);
}

/** The shared confirmation dialog: checks its title and message, then answers. */
export async function confirmDialog(
  page: Page,
  title: string,
  message: string,
  answer: "Yes" | "No" = "Yes",
): Promise<void> {
  const dialog = page.getByRole("dialog", { name: title, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(message);
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await button(dialog, answer).click();
  await expect(dialog).toBeHidden();
}

export type RemovalTexts = {
  listHref: string;
  listTitle: string;
  label: string;
  confirmTitle: string;
  confirmMessage: string;
  toast: string;
};

/** Edit → Delete → the section's confirmation → Yes → the toast, back on the list without the item. */
export async function deleteOpenItem(
  page: Page,
  { listHref, listTitle, label, confirmTitle, confirmMessage, toast }: RemovalTexts,
): Promise<void> {
  // Right after a save the page may still swap in the saved item's detail: retry until in edit mode.
  await expect(async () => {
    if (await button(page, "Edit").isVisible()) await button(page, "Edit").click();
    await expect(button(page, "Delete")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await button(page, "Delete").click();
  await confirmDialog(page, confirmTitle, confirmMessage);
  await expectToast(page, toast);
  await expect(page).toHaveURL(listHref);
  await expect(listCard(page, listTitle)).toBeVisible();
  await expect(listCard(page, listTitle).getByText(label, { exact: true })).toHaveCount(0);
}

/** Clicks the list's add button: the section's empty form opens at {list}/new under its heading. */
export async function openNewForm(page: Page, add: string, heading: string): Promise<void> {
  const newUrl = `${new URL(page.url()).pathname}/new`;
  await page.getByRole("link", { name: add }).click();
  await expect(page).toHaveURL(newUrl);
  await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
}
