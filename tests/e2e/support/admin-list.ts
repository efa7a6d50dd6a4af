// The list side of an administration section, the shared search box and the sections menu.
import { expect, type Locator, type Page } from "@playwright/test";
import { expectToast } from "./ui";

/** The list of a section by its title ("List of words"); absent while it shows "No data to display". */
export function entityList(page: Page, title: string): Locator {
  return page.getByRole("list", { name: title });
}

/** The card holding a section's list: its title, add button and items. */
export function listCard(page: Page, title: string): Locator {
  return page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
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

/** Delete on the chosen rows: the one confirmation, headed `heading`, answered Yes, then the toast. */
export async function deleteChosen(page: Page, heading: string, toast: string): Promise<void> {
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirmation = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(confirmation.getByRole("heading", { name: heading })).toBeVisible();
  await confirmation.getByRole("button", { name: "Yes" }).click();
  await expectToast(page, toast);
}
