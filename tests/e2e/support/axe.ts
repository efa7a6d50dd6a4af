import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.0 and 2.1 levels A and AA rules. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// axe files these under "best-practice", outside the WCAG tags; they are
// added by name because every page must keep one main landmark that holds all
// of its content besides the top bar (the skip link leads there), a heading
// structure a screen reader can move through, and dialogs that say their name.
const ADDED_RULES = [
  "landmark-one-main",
  "landmark-no-duplicate-main",
  "landmark-main-is-top-level",
  "landmark-banner-is-top-level",
  "landmark-no-duplicate-banner",
  "landmark-contentinfo-is-top-level",
  "landmark-no-duplicate-contentinfo",
  "landmark-unique",
  "region",
  "skip-link",
  "heading-order",
  "page-has-heading-one",
  "empty-heading",
  "aria-dialog-name",
];

/**
 * Waits until every toast has mounted (sonner starts its fade a frame after adding it) and no
 * transition runs, and for the page's title: Next streams a page's metadata, so after a client-side
 * navigation the <title> arrives a moment after the content (a page that never gets one is still
 * reported, after 5 s).
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.title !== "", undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-sonner-toast]")].every(
        (toast) => toast.getAttribute("data-mounted") === "true",
      ) && document.getAnimations().every((animation) => animation.playState !== "running"),
  );
}

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * Whether every node of these violations sits in a toast (which may have begun to fade since) or
 * is gone already (a toast that closed between the check and this look).
 */
async function onlyOnToasts(page: Page, violations: Violation[]): Promise<boolean> {
  const selectors = violations.flatMap((violation) => violation.nodes.map((node) => String(node.target[0])));
  if (selectors.length === 0) return false;
  return page.evaluate(
    (all) =>
      all.every((selector) => {
        const node = document.querySelector(selector);
        return node === null || node.closest("[data-sonner-toast]") !== null;
      }),
    selectors,
  );
}

/** The violations axe finds on the page as it is now, one readable line per rule. */
async function axeViolations(page: Page): Promise<string[]> {
  let violations: Violation[] = [];
  // A toast still fading in (or starting to fade out) has colours between its own and the page's.
  // Toasts come and go on their own timers, so one may start moving between the wait and the
  // check: a finding only on toasts is checked again once they have settled.
  for (let attempt = 0; attempt < 3; attempt++) {
    await settled(page);
    // axe runs in the page itself (legacy mode: our pages have no frames of another origin) and
    // keeps only the violations: the default run opens a second page to merge per-frame results and
    // carries every passing node across, which doubled the time of each check.
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      // Toasts stacked behind the front one show no content (sonner fades it to nothing), and a
      // removed toast is fading out: caught mid-fade, their text measures as faint as it looks.
      .exclude('[data-sonner-toast][data-expanded="false"][data-front="false"]')
      .exclude('[data-sonner-toast][data-removed="true"]')
      .options({
        resultTypes: ["violations"],
        rules: Object.fromEntries(ADDED_RULES.map((id) => [id, { enabled: true }])),
      })
      .withTags(WCAG_TAGS)
      .analyze();
    violations = results.violations;
    if (!(await onlyOnToasts(page, violations))) break;
    await page.waitForTimeout(300);
  }
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => `${node.target.join(" ")} (${node.failureSummary ?? ""})`);
    return `${violation.id}: ${violation.help} — ${targets.join("; ").replace(/\s+/g, " ")}`;
  });
}

/**
 * Runs axe on the page and records what it finds under `where` without
 * stopping the test, so one run lists the violations of every page it visits.
 */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations on ${where}`).toEqual([]);
}

/** The widths every page is checked at: a laptop and a small phone. */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;
