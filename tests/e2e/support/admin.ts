// Signing in as the administrator, and every helper of the administration's specs in one import.
import type { Page } from "@playwright/test";
import { DEMO, logIn } from "./accounts";

export * from "./admin-api";
export * from "./admin-form";
export * from "./admin-list";
export { dismissToasts, expectToast, expectToastOf, type ToastType } from "./ui";

/** The seeded accounts: the administration's specs call them staff. */
export { DEMO as STAFF } from "./accounts";

/** Logs the demo administrator in through the login form. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await logIn(page, DEMO.admin.login, DEMO.admin.password);
}
