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

const NOTHING_ALLOWED = /^default-src 'none'; frame-ancestors 'none'$/;
const PAGE_POLICY =
  /^default-src 'self'; script-src 'self' 'nonce-[^']+' 'strict-dynamic';.*frame-ancestors 'none'$/;

// Answers that other parts of Next.js than our pages and routes produce (static files, the image
// optimizer, its own redirects and 404s), or that the proxy's matcher could leave out: each must carry
// the headers all the same, and one policy: a page's nonce policy, or one that allows nothing.
const ODD_PATHS: Array<[path: string, status: number, policy: RegExp]> = [
  // A static file of public/ (Chromium asks for it on its own), outside the proxy's matcher.
  ["/favicon.ico", 200, NOTHING_ALLOWED],
  ["/favicon.ico.html", 404, PAGE_POLICY],
  ["/favicon.icox", 404, PAGE_POLICY],
  ["/_next/image?url=%2Fnope.png&w=64&q=75", 404, NOTHING_ALLOWED],
  ["/_next/image?url=https://evil.example/x.png&w=64&q=75", 400, NOTHING_ALLOWED],
  ["/_next/static/nope.js", 404, NOTHING_ALLOWED],
  ["/units/", 308, NOTHING_ALLOWED],
  ["/no-such-page", 404, PAGE_POLICY],
  [`${API}/nope`, 404, NOTHING_ALLOWED],
  [`${API}/units/`, 308, NOTHING_ALLOWED],
  ["/%zz", 400, NOTHING_ALLOWED],
  ["/login", 200, PAGE_POLICY],
  ["/robots.txt", 404, PAGE_POLICY],
  ["/.well-known/x", 404, PAGE_POLICY],
  ["/api/auth/nope", 400, NOTHING_ALLOWED],
];

test("every answer carries the headers and exactly one policy, whatever produced it", async ({ request }) => {
  for (const [path, status, policy] of ODD_PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers(), path).toMatchObject(EVERY_ANSWER);
    // Two policies would both be enforced, so a page's nonce must never meet a second one.
    const policies = response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === "content-security-policy")
      .map(({ value }) => value);
    expect(policies, path).toHaveLength(1);
    expect(policies[0], path).toMatch(policy);
  }
  // The trailing-slash redirect still goes where Next.js's own did.
  const redirect = await request.get("/units/?q=a", { maxRedirects: 0 });
  expect(redirect.headers()["location"]).toBe("/units?q=a");
});

test("malformed URLs under /api/auth answer 400, not 500", async ({ request }) => {
  for (const path of ["/api/auth/%zz", "/api/auth/callback/%C0%AF"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, message: "Malformed URL" });
  }
});
