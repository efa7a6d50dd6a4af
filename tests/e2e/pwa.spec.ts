// The installable app: what Chromium checks before it offers "Install" (a manifest linked from
// the page with a name, a start URL, a standalone display and icons of 192 and 512 px that
// load, a service worker controlling the page), and what the worker keeps for offline use:
// the pages opened before, never the API, and nothing of a session after its logout.
import type { Page } from "@playwright/test";
import { API, logIn, logOut } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

type Manifest = {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

/** A PNG's width and height, from its IHDR chunk (bytes 16 to 24). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Every cache of the page's origin, with the addresses it holds. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      contents[name] = (await (await caches.open(name)).keys()).map(
        (request) => new URL(request.url).pathname,
      );
    }
    return contents;
  });
}

const keptPages = async (page: Page) =>
  Object.entries(await cachedUrls(page))
    .filter(([name]) => name.startsWith("practice-runtime-"))
    .flatMap(([, urls]) => urls);

/** Opens the site and waits until the service worker controls the page (it claims it once active). */
async function underWorker(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/serwist\/sw\.js$/);
}

test("every page links the manifest, which has what an installable app needs", async ({ page, request }) => {
  for (const path of ["/", "/units", "/statistics", "/login", "/offline", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('meta[name="theme-color"]'), path).toHaveAttribute("content", "#4f46e5");
    await expect(page.locator('link[rel="apple-touch-icon"]'), path).toHaveAttribute(
      "href",
      /^\/apple-icon\.png/,
    );
    await expect(page.locator('link[rel="icon"]'), path).toHaveAttribute("href", /^\/icon\.svg/);
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]'), path).toHaveAttribute(
      "content",
      "Practice",
    );
  }

  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: "Practice",
    short_name: "Practice",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#4f46e5",
    background_color: "#f8fafc",
  });
  expect(manifest.description).not.toBe("");

  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"], icon.src).toBe(icon.type);
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
  const sizes = (purpose: string) =>
    manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
  expect(sizes("any")).toEqual(["192x192", "512x512"]);
  expect(sizes("maskable")).toEqual(["192x192", "512x512"]);
  const apple = await request.get("/apple-icon.png");
  expect(pngSize(await apple.body())).toBe("180x180");
});

test("the service worker is served for the whole site, never from an HTTP cache, and the policy allows it", async ({
  page,
  request,
}) => {
  const worker = await request.get("/serwist/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  expect(worker.headers()["service-worker-allowed"]).toBe("/");
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  const response = await page.goto("/");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");

  await underWorker(page);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(new URL(registration.scope).pathname).toBe("/");
  expect(new URL(registration.script ?? "").pathname).toBe("/serwist/sw.js");
});

test("offline, a page opened before comes from the device and an unopened one is the offline page", async ({
  page,
  context,
}) => {
  await underWorker(page);
  await page.goto("/units");
  await expect(page).toHaveTitle("Units · Practice");
  await expect(page.getByRole("navigation", { name: "Units" })).toBeVisible();
  // The API is asked for from the page too: it never lands in a cache.
  expect(await page.evaluate(async (api) => (await fetch(`${api}/units`)).status, API)).toBe(200);
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(["/", "/units"]));

  await context.setOffline(true);
  await page.goto("/units");
  await expect(page).toHaveTitle("Units · Practice");
  await expect(page.getByRole("navigation", { name: "Units" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Practice makes perfect", level: 1 })).toBeVisible();

  for (const path of ["/search?q=offline", "/statistics", "/review"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "You are offline", level: 1 }), path).toBeVisible();
    await expect(page.getByText("Pages you opened recently on this device can still be read.")).toBeVisible();
  }

  const everything = Object.values(await cachedUrls(page)).flat();
  expect(everything.filter((url) => url.startsWith("/english-api/") || url.startsWith("/api/"))).toEqual([]);
  await context.setOffline(false);
});

test("a logout leaves no page of the session on the device", async ({ page, learner }) => {
  await underWorker(page);
  await logIn(page, learner.login, learner.password);
  await page.goto("/units");
  await page.goto("/statistics");
  await expect(page.getByRole("button", { name: `Account of ${learner.login}` })).toBeVisible();
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(["/units", "/statistics"]));

  await logOut(page);
  await expect.poll(() => keptPages(page)).toEqual([]);
  // The offline page, fetched again after the logout, names no account.
  const offlinePage = () =>
    page.evaluate(
      async () => (await (await caches.match("/offline", { cacheName: "practice-offline" }))?.text()) ?? "",
    );
  await expect.poll(offlinePage).toContain("You are offline");
  await expect.poll(offlinePage).not.toContain(learner.login);
});
