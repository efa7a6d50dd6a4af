import { API } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const EVERY_ANSWER = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  // The browser suite runs the production build.
  "strict-transport-security": "max-age=63072000; includeSubDomains",
};

test("pages carry a nonce-based Content-Security-Policy and their scripts the nonce", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/units");
  const headers = response!.headers();
  expect(headers).toMatchObject(EVERY_ANSWER);
  const policy = headers["content-security-policy"]!;
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();

  // Every script of the page runs with this request's nonce, and the app still works with the policy on.
  const scriptNonces = await page
    .locator("script")
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toStrictEqual(new Set([nonce]));
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toStrictEqual([]);

  // A fresh nonce per request.
  const again = await page.request.get("/units");
  expect(again.headers()["content-security-policy"]).not.toContain(nonce);
});

test("API and auth answers carry the headers and a policy that allows nothing", async ({ request }) => {
  for (const path of [`${API}/units`, `${API}/no-such-route`, "/api/auth/csrf"]) {
    const response = await request.get(path);
    expect(response.headers(), path).toMatchObject({
      ...EVERY_ANSWER,
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    });
  }
});

test("malformed URLs under /api/auth answer 400, not 500", async ({ request }) => {
  for (const path of ["/api/auth/%zz", "/api/auth/callback/%C0%AF"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, message: "Malformed URL" });
  }
});
