import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { logInDirectly, registerLearner } from "./support/accounts";
import { STAFF } from "./support/admin";
import { expectNoViolations, VIEWPORTS } from "./support/axe";
import { latinInterfaceText } from "./support/latin-text";
import { PAGE_ROUTES, type PageRoute, type Role } from "./support/page-routes";
import { teachClass } from "./support/classes";
import { giveResults } from "./support/statistics-data";

/** The route of every page file under app/, as PageRoute.route writes it. */
function appRoutes(): string[] {
  const files = readdirSync("app", { recursive: true, encoding: "utf8" }).map((file) =>
    file.replace(/\\/g, "/"),
  );
  const pages = files
    .filter((file) => file === "page.tsx" || file.endsWith("/page.tsx"))
    .map((file) => `/${file.replace(/\/?page\.tsx$/, "")}`.replace(/\/\([^/]+\)/g, "") || "/");
  // The root's not-found and forbidden pages are what an unknown address and a refused page show.
  const special = ["not-found", "forbidden"].filter((name) => files.includes(`${name}.tsx`));
  return [...pages, ...special].sort();
}

// Each test signs in its own learner and class, and together they take about half the suite's
// time: spread over the workers rather than run one after another on one of them.
test.describe.configure({ mode: "parallel" });

test("the page table lists every page file of app/", () => {
  const listed = new Set(PAGE_ROUTES.map((page) => page.route));
  expect([...listed].sort()).toEqual(appRoutes());
});

type Locale = "en" | "ru";

/** The names the waits below look for, in each interface language. */
const SHOWN: Record<Locale, { badge: RegExp; activity: RegExp; chartBar: RegExp }> = {
  en: { badge: /results?, average \d+%$/, activity: /^Answers per day/, chartBar: /^Result of / },
  ru: { badge: /в среднем \d+\s?%$/, activity: /^Ответы по дням/, chartBar: /^Результат от / },
};

/** Waits until the page shows what axe has to judge: its heading, and its badges or chart bars. */
async function waitUntilShown(page: Page, route: PageRoute, role: Role, locale: Locale): Promise<void> {
  const shown = SHOWN[locale];
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (route.shows === "badges") await expect(page.getByLabel(shown.badge).first()).toBeVisible();
  // Guests have no activity to show.
  if (route.shows === "activity" && role !== "guest")
    await expect(page.getByRole("group", { name: shown.activity })).toBeVisible();
  if (route.shows === "chart")
    await expect(page.getByRole("button", { name: shown.chartBar }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

async function signIn(page: Page, role: Role, learner: { login: string; password: string }): Promise<void> {
  const account = role === "learner" ? learner : role === "guest" ? null : STAFF[role];
  if (account) await logInDirectly(page, account.login, account.password);
}

const ROLES: readonly Role[] = ["guest", "learner", "editor", "admin"];

/**
 * Every page in English at both widths, and in Russian at the desktop width,
 * where it must also hold no English interface text (content aside); and the
 * learner pages (a guest's and a learner's) in the dark theme at both widths.
 */
const RUNS = [
  ...VIEWPORTS.map((viewport) => ({ viewport, locale: "en" as const, dark: false, roles: ROLES })),
  { viewport: VIEWPORTS[0], locale: "ru" as const, dark: false, roles: ROLES },
  // The dark theme (the system's preference) on every learner page: a guest's and a learner's.
  ...VIEWPORTS.map((viewport) => ({
    viewport,
    locale: "en" as const,
    dark: true,
    roles: ["guest", "learner"] as const satisfies readonly Role[],
  })),
];

for (const { viewport, locale, dark, roles } of RUNS) {
  const title = `at ${viewport.width} px${locale === "en" ? "" : `, in ${locale}`}${dark ? ", in the dark theme" : ""}`;
  test.describe(title, () => {
    test.use({ viewport, colorScheme: dark ? "dark" : "light" });

    for (const role of roles) {
      const pages = PAGE_ROUTES.filter((page) => page.roles.includes(role));
      const checks =
        locale === "en" ? "have no axe violations" : "have no axe violations and no English interface text";
      test(`the ${pages.length} pages a${role === "admin" ? "n" : ""} ${role} opens ${checks}`, async ({
        page,
        request,
        baseURL,
      }) => {
        test.setTimeout(60_000 + pages.length * 10_000);
        // A learner with results in three units, so statistics show badges of three colours and a chart.
        const learner = await registerLearner(request, "a11y");
        // The teacher's class pages show this learner in a class with two units assigned.
        const taught = await teachClass(request, "A11y class", [learner], ["travel", "at-home"]);
        await giveResults(request, learner.token);
        await signIn(page, role, learner);
        if (locale !== "en")
          await page.context().addCookies([{ name: "practice-locale", value: locale, url: baseURL! }]);
        for (const route of pages) {
          const data = { learner: learner.login, classId: taught.id };
          const path = typeof route.path === "function" ? route.path(data) : route.path;
          await test.step(path, async () => {
            await page.goto(path);
            await waitUntilShown(page, route, role, locale);
            if (dark) await expect(page.locator("html")).toHaveClass(/\bdark\b/);
            const where = `${path} (${role}, ${viewport.width} px, ${locale}${dark ? ", dark" : ""})`;
            await expectNoViolations(page, where);
            if (locale !== "en") {
              await expect(page.locator("html")).toHaveAttribute("lang", locale);
              expect(await latinInterfaceText(page), where).toEqual([]);
            }
          });
        }
        await taught.remove();
      });
    }
  });
}
