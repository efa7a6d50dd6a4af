import { expect, type Locator, type Page } from "@playwright/test";

/** The sonner region of the page, where every toast appears. */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /Notifications|Уведомления/ });
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();
}

/** The open drawer's main navigation, checked to list every page's link, in order; answers it. */
export async function expectMainNavigation(drawer: Locator): Promise<Locator> {
  const nav = drawer.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Home", "Units", "Review", "Statistics", "Administration"]);
  return nav;
}

/** The account button of the top bar (its name says who is logged in). */
export function accountButton(page: Page): Locator {
  return page.getByRole("button", { name: /^Account/ });
}

/** Fails when the page scrolls sideways at the current viewport width. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, "page wider than the viewport").toBeLessThanOrEqual(width);
}

/** True when the computed text colour is a clear red (the error colour). */
export async function isRed(locator: Locator): Promise<boolean> {
  const color = await locator.evaluate((element) => getComputedStyle(element).color);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r > 150 && g < 100 && b < 100;
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
