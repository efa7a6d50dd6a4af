import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { API, logIn } from "./accounts";
import { expectToast, isRed } from "./ui";

export { expectToast } from "./ui";

/** The seeded staff accounts with the passwords scripts/e2e-server.mjs gives them. */
export const STAFF = {
  admin: { login: "admin", password: "practice-admin" },
  editor: { login: "editor", password: "practice-editor" },
  learner: { login: "learner", password: "practice-learner" },
} as const;

/**
 * A suffix no other test (nor the other worker, nor an earlier run) uses:
 * lowercase letters and digits, so it fits into url slugs and scope values.
 */
export function unique(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Logs the demo administrator in through the login form. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await logIn(page, STAFF.admin.login, STAFF.admin.password);
}

/** An API session of the demo administrator, for arranging data a test is not about. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API}/auth/login`, { data: STAFF.admin });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Creates an entity through the REST API with the administrator's token and answers it. */
export async function apiCreate<T>(
  request: APIRequestContext,
  token: string,
  resource: "words" | "phrases" | "units" | "scopes" | "endpoints",
  data: object,
): Promise<T> {
  const response = await request.post(`${API}/${resource}`, {
    headers: { "X-Session-Token": token },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

/** The list of a section by its title ("List of words"); absent while it shows "No data to display". */
export function entityList(page: Page, title: string): Locator {
  return page.getByRole("list", { name: title });
}

/** The card holding a section's list: its title, add button and items. */
export function listCard(page: Page, title: string): Locator {
  return page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

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

/** Edit → Delete → the section's confirmation → Yes → the toast, back on the list without the item. */
export async function deleteOpenItem(
  page: Page,
  {
    listHref,
    listTitle,
    label,
    confirmTitle,
    confirmMessage,
    toast,
  }: {
    listHref: string;
    listTitle: string;
    label: string;
    confirmTitle: string;
    confirmMessage: string;
    toast: string;
  },
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

/** Applies the shared search value through the top bar's search box (it writes `?q=`). */
export async function search(page: Page, value: string): Promise<void> {
  const box = page.getByRole("searchbox", { name: "Search" });
  await box.fill(value);
  await box.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === value);
}

/** The administration menu of buttons under the "Administration" header. */
export function adminMenu(page: Page): Locator {
  return page.getByRole("navigation", { name: "Administration sections" });
}

export type ToastType = "success" | "info" | "error";

/** Waits for a toast with exactly this text and checks its variant (sonner's data-type). */
export async function expectToastOf(page: Page, text: string, type: ToastType): Promise<void> {
  await expectToast(page, text);
  const toast = page.locator("[data-sonner-toast]").filter({ has: page.getByText(text, { exact: true }) });
  await expect(toast.first()).toHaveAttribute("data-type", type);
}

/** Closes every toast on the page, so the next check sees only new ones. */
export async function dismissToasts(page: Page): Promise<void> {
  const open = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  const close = open.getByRole("button", { name: "Close toast" });
  // A pointer resting on the toaster pauses every toast's timer: move it away
  // after each click, so toasts that cannot be clicked still expire.
  const moveAway = () => page.mouse.move((page.viewportSize()?.width ?? 1280) / 2, 70);
  await expect(async () => {
    if ((await close.count()) > 0)
      await close
        .first()
        .click({ force: true, timeout: 2_000 })
        .catch(() => {});
    await moveAway();
    expect(await open.count()).toBe(0);
  }).toPass({ timeout: 30_000 });
}
