// The administration's pictures for scripts/screenshots.mjs: one per section,
// the list beside a seeded item whose detail is open in edit mode. Nothing is
// saved: each detail is left again with Cancel.
//
//   import { shootAdministration } from "./screenshots-admin.mjs";
//   await shootAdministration(page, (name) => shootCurrentPage(page, name), { baseURL });

// The password scripts/e2e-server.mjs gives the seeded administrator.
const ADMIN = { login: "admin", password: "practice-admin" };

/** The seeded item each section shows (see db/seed). */
const SECTIONS = [
  { section: "units", item: "travel" },
  { section: "words", item: "apple" },
  { section: "phrases", item: "glass-of-water" },
  { section: "scopes", item: "editor" },
  { section: "endpoints", item: "create-unit" },
  { section: "users", item: "learner" },
];

/** The origin the page already shows, else the screenshot server's. */
function originOf(page) {
  const url = page.url();
  if (url.startsWith("http")) return new URL(url).origin;
  return `http://127.0.0.1:${process.env.SCREENSHOTS_PORT ?? "3400"}`;
}

async function logInAsAdmin(page, baseURL) {
  await page.goto(`${baseURL}/login?callbackUrl=%2Fadministration`);
  await page.getByLabel("Login", { exact: true }).fill(ADMIN.login);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL(`${baseURL}/administration`);
}

/** Waits until the toasts of earlier steps (the welcome toast) have gone. */
async function waitForToastsToGo(page) {
  await page
    .locator("[data-sonner-toast]")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => {});
}

/**
 * Logs the administrator in on `page`, then for each of the six sections
 * opens the list with a detail in edit mode and calls `shoot("admin-<section>")`.
 * `baseURL` defaults to the origin the page shows, else http://127.0.0.1:$SCREENSHOTS_PORT (3400).
 */
export async function shootAdministration(page, shoot, { baseURL = originOf(page) } = {}) {
  await logInAsAdmin(page, baseURL);
  for (const { section, item } of SECTIONS) {
    await page.goto(`${baseURL}/administration/${section}/${item}`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByRole("button", { name: "Save", exact: true }).waitFor();
    await waitForToastsToGo(page);
    await shoot(`admin-${section}`);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await page.getByRole("button", { name: "Edit", exact: true }).waitFor();
  }
}
